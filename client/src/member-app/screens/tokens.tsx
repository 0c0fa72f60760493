import { Button } from '../../components/ui/button';
import { PageLoader } from '../../components/ui/page-loader';
import { paths } from '../../config/paths';
import { formatCount, formatDateTime } from '../../lib/format';
import { useDocumentMeta } from '../../lib/use-document-meta';
import type { TokenEntry } from '../api/contract';
import { Empty, LoadProblem } from '../components/unavailable';
import { useTokenBalance } from '../features/tokens/api/get-token-balance';
import { useTokenHistory } from '../features/tokens/api/get-token-history';
import { useTokensTexts } from './texts/tokens';

const KINDS: readonly TokenEntry['kind'][] = ['purchase', 'grant', 'hold', 'release', 'spend', 'refund', 'settle'];
const kindLabel = (kind: TokenEntry['kind']) => (KINDS.includes(kind) ? useTokensTexts.t(`kind-${kind}`) : kind);

export function TokensScreen() {
  const t = useTokensTexts();
  useDocumentMeta(t('title'), t('description'));
  const balance = useTokenBalance();
  const history = useTokenHistory(balance.isSuccess);
  const entries = history.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section className="m-screen">
      <h1>{t('title')}</h1>
      {balance.isPending && <PageLoader />}
      {balance.error && <LoadProblem error={balance.error} what={t('title')} />}
      {balance.data && (
        <div className="m-balance">
          <p>
            <span className="m-balance__value">{formatCount(balance.data.available)}</span>
            {t('available')}
          </p>
          <p className="m-muted">
            {t('inTotal', { balance: formatCount(balance.data.balance), held: formatCount(balance.data.held) })}
          </p>
          {balance.data.owed ? <p className="m-muted">{t('owed', { owed: formatCount(balance.data.owed) })}</p> : null}
          <a className="btn btn--primary btn--md" href={paths.tokens}>
            {t('buy')}
          </a>
          <p className="m-muted">{t('final')}</p>
        </div>
      )}
      {balance.isSuccess && (
        <section aria-labelledby="history-heading">
          <h2 id="history-heading">{t('history')}</h2>
          {history.error && <LoadProblem error={history.error} what={t('historyWhat')} />}
          {history.isSuccess && entries.length === 0 && <Empty title={t('empty')} />}
          {entries.length > 0 && (
            <table className="m-table">
              <caption className="visually-hidden">{t('historyWhat')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('when')}</th>
                  <th scope="col">{t('whatColumn')}</th>
                  <th scope="col" className="m-num">
                    {t('tokens')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {entries.map((entry) => (
                  <tr key={entry._id}>
                    <td>{formatDateTime(entry.createdAt)}</td>
                    <td>{kindLabel(entry.kind)}</td>
                    <td className="m-num">
                      {entry.amount > 0 ? `+${formatCount(entry.amount)}` : formatCount(entry.amount)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {history.hasNextPage && (
            <Button variant="secondary" onClick={() => void history.fetchNextPage()}>
              {t('older')}
            </Button>
          )}
        </section>
      )}
    </section>
  );
}
