/** The public pages in English at their paths (each has a Nigerian Pidgin twin under /pcm, decision 0174). */
export const PUBLIC_PAGES = [
  '/',
  '/safety',
  '/faqs',
  '/advertise',
  '/support',
  '/premium',
  '/get',
  '/tokens',
  '/auctions',
  '/useragreement',
  '/privacypolicy',
  '/child-safety',
];
