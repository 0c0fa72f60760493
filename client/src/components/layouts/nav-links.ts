import { paths } from '../../config/paths';

/** The in-site links both headers share, in the order the spec lists them. */
export const primaryNav = [
  { to: paths.safety, label: 'Safety' },
  { to: paths.faqs, label: 'FAQs' },
  { to: paths.advertise, label: 'Advertise' },
  { to: paths.support, label: 'Get help' },
] as const;
