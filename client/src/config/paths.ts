/** Every route path of the site in one place; links and the router both read from here. */
export const paths = {
  home: '/',
  safety: '/safety',
  faqs: '/faqs',
  advertise: '/advertise',
  support: '/support',
  premium: '/premium',
  get: '/get',
  userAgreement: '/useragreement',
  privacyPolicy: '/privacypolicy',
  childSafety: '/child-safety',
  purchasePlan: '/purchase-plan',
  paymentSuccess: '/payment-success',
  member: {
    root: '/app',
    signIn: '/app/sign-in',
    signUp: '/app/sign-up',
    discover: '/app/discover',
    likes: '/app/likes',
    matches: '/app/matches',
    dates: '/app/dates',
    chat: '/app/chat',
    feed: '/app/feed',
    tokens: '/app/tokens',
    auctions: '/app/auctions',
    profile: '/app/profile',
    settings: '/app/settings',
    notifications: '/app/notifications',
    filters: '/app/filters',
  },
  /** The public page that sells tokens (the app opens it to buy). */
  tokens: '/tokens',
  /** Live and upcoming auctions; bidding happens in the app. */
  auctions: '/auctions',
  admin: {
    root: '/control/center',
    login: '/control/center/auth/login',
    app: '/control/center/app',
  },
} as const;

export const isAdminPath = (pathname: string) =>
  pathname === paths.admin.root || pathname.startsWith(`${paths.admin.root}/`);

export const isMemberAppPath = (pathname: string) =>
  pathname === paths.member.root || pathname.startsWith(`${paths.member.root}/`);
