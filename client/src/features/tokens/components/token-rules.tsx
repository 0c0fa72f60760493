import { TOKEN_MESSAGES } from '@blynd/shared';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import './tokens.css';

/** The rules both public pages state before anyone buys or bids. */
export function TokenRules() {
  return (
    <aside className="token-rules" aria-label="Token rules">
      <p>
        <strong>{TOKEN_MESSAGES.noRefunds}</strong>
      </p>
      <p>
        Members bid on items and one-of-a-kind experiences using tokens. A losing bid costs nothing: its tokens are set
        aside while it leads and come back as soon as someone outbids it. See our{' '}
        <Link to={paths.userAgreement}>Terms of use</Link>.
      </p>
    </aside>
  );
}
