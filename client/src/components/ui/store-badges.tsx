import { site } from '../../config/site';
import { AppleIcon, PlayIcon } from '../artwork/store-icons';
import './store-badges.css';

const STORES = [
  { href: site.appleStoreUrl, Icon: AppleIcon, action: 'Download on the', store: 'App Store' },
  { href: site.googleStoreUrl, Icon: PlayIcon, action: 'Get it on', store: 'Google Play' },
];

/** Links to the app on both stores; the visible text is also the accessible name. */
export function StoreBadges({ light = false, className = '' }: { light?: boolean; className?: string }) {
  return (
    <div className={`store-badges${light ? ' store-badges--light' : ''} ${className}`.trim()}>
      {STORES.map(({ href, Icon, action, store }) => (
        <a key={store} className="store-badge" href={href} target="_blank" rel="noopener noreferrer">
          <Icon />
          <span className="store-badge__text">
            <small>{action}</small>
            <strong>{store}</strong>
          </span>
        </a>
      ))}
    </div>
  );
}
