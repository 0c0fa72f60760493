import { paths } from '../../config/paths';

/** The in-site links both headers share, in the site's fixed order, then the auctions and tokens pages. */
export const primaryNav = [
  { to: paths.safety, label: 'Safety' },
  { to: paths.faqs, label: 'FAQs' },
  { to: paths.advertise, label: 'Advertise' },
  { to: paths.support, label: 'Get help' },
  { to: paths.auctions, label: 'Auctions' },
  { to: paths.tokens, label: 'Tokens' },
] as const;
