import { paths } from '../../config/paths';

/** The in-site links both headers share, in the site's fixed order, then the auctions and tokens pages. */
export const primaryNav = [
  { to: paths.safety, label: 'safety' },
  { to: paths.faqs, label: 'faqs' },
  { to: paths.advertise, label: 'advertise' },
  { to: paths.support, label: 'getHelp' },
  { to: paths.auctions, label: 'auctions' },
  { to: paths.tokens, label: 'tokens' },
] as const;
