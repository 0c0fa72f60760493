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
  admin: {
    root: '/control/center',
    login: '/control/center/auth/login',
    app: '/control/center/app',
  },
} as const;

export const isAdminPath = (pathname: string) =>
  pathname === paths.admin.root || pathname.startsWith(`${paths.admin.root}/`);
