import { TOKEN_MESSAGES } from '@blynd/shared';
import { Link } from 'react-router';
import { useSitePath } from '../../../components/layouts/site-language';
import { paths } from '../../../config/paths';
import { useTokenRulesTexts } from '../texts';
import './tokens.css';

/** The rules both public pages state before anyone buys or bids. */
export function TokenRules() {
  const t = useTokenRulesTexts();
  const to = useSitePath();
  return (
    <aside className="token-rules" aria-label={t('label')}>
      <p>
        <strong>{TOKEN_MESSAGES.noRefunds}</strong>
      </p>
      <p>
        {t('body')} <Link to={to(paths.userAgreement)}>{t('terms')}</Link>.
      </p>
    </aside>
  );
}
