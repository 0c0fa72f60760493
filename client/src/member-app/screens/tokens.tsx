import { Button } from '../../components/ui/button';
import { PageLoader } from '../../components/ui/page-loader';
import { paths } from '../../config/paths';
import { formatCount, formatDateTime } from '../../lib/format';
import { useDocumentMeta } from '../../lib/use-document-meta';
import type { TokenEntry } from '../api/contract';
import { Empty, LoadProblem } from '../components/unavailable';
import { useTokenBalance } from '../features/tokens/api/get-token-balance';
import { useTokenHistory } from '../features/tokens/api/get-token-history';

const KIND_LABELS: Record<TokenEntry['kind'], string> = {
  purchase: 'Bought',
  grant: 'Gift from Blynd',
  hold: 'Held for a bid',
  release: 'Bid hold released',
  spend: 'Spent on a won auction',
  refund: 'Taken back: the store refunded the purchase',
  settle: 'Paid towards tokens owed',
};

export function TokensScreen() {
  useDocumentMeta('Tokens', 'Your token balance and history.');
  const balance = useTokenBalance();
  const history = useTokenHistory(balance.isSuccess);
  const entries = history.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section className="m-screen">
      <h1>Tokens</h1>
      {balance.isPending && <PageLoader />}
      {balance.error && <LoadProblem error={balance.error} what="Tokens" />}
      {balance.data && (
        <div className="m-balance">
          <p>
            <span className="m-balance__value">{formatCount(balance.data.available)}</span> tokens available
          </p>
          <p className="m-muted">
            {formatCount(balance.data.balance)} in total, {formatCount(balance.data.held)} held for your live bids.
            Losing bids cost nothing.
          </p>
          {balance.data.owed ? (
            <p className="m-muted">
              You owe {formatCount(balance.data.owed)} tokens from a refunded store purchase. Your next purchase pays
              them back first.
            </p>
          ) : null}
          <a className="btn btn--primary btn--md" href={paths.tokens}>
            Buy tokens
          </a>
          <p className="m-muted">Tokens cannot be refunded and items cannot be returned.</p>
        </div>
      )}
      {balance.isSuccess && (
        <section aria-labelledby="history-heading">
          <h2 id="history-heading">History</h2>
          {history.error && <LoadProblem error={history.error} what="Token history" />}
          {history.isSuccess && entries.length === 0 && <Empty title="No token activity yet" />}
          {entries.length > 0 && (
            <table className="m-table">
              <caption className="visually-hidden">Token history</caption>
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">What</th>
                  <th scope="col" className="m-num">
                    Tokens
                  </th>
                </tr>
              </thead>
              <tbody>
                {entries.map((entry) => (
                  <tr key={entry._id}>
                    <td>{formatDateTime(entry.createdAt)}</td>
                    <td>{KIND_LABELS[entry.kind] ?? entry.kind}</td>
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
              Show older
            </Button>
          )}
        </section>
      )}
    </section>
  );
}
