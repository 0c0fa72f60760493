import { site } from '../../config/site';
import { AppleIcon, PlayIcon } from '../artwork/store-icons';
import './store-badges.css';

/** Links to the app on both stores; the visible text is also the accessible name. */
export function StoreBadges({ light = false, className = '' }: { light?: boolean; className?: string }) {
  return (
    <div className={`store-badges${light ? ' store-badges--light' : ''} ${className}`.trim()}>
      <a className="store-badge" href={site.appleStoreUrl} target="_blank" rel="noopener noreferrer">
        <AppleIcon />
        <span className="store-badge__text">
          <small>Download on the</small>
          <strong>App Store</strong>
        </span>
      </a>
      <a className="store-badge" href={site.googleStoreUrl} target="_blank" rel="noopener noreferrer">
        <PlayIcon />
        <span className="store-badge__text">
          <small>Get it on</small>
          <strong>Google Play</strong>
        </span>
      </a>
    </div>
  );
}
