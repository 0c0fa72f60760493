/**
 * Every React Query key of the control centre and the public site, written once. Screens read with the
 * full keys; mutations invalidate with the shorter prefixes (`adminKeys.users.all` refetches every page,
 * search and record of the users list). Several features invalidate each other's lists (a plan change
 * refetches the dashboard and the subscription form's options), so the keys live here rather than in
 * each feature. The member web app has its own `memberKeys` (member-app/api/member-keys.ts).
 */
export const adminKeys = {
  /** Everything the control centre has cached: dropped when the session ends. */
  all: ['admin'] as const,
  dashboard: {
    all: ['admin', 'dashboard'] as const,
    forAdmin: (adminId: string) => ['admin', 'dashboard', adminId] as const,
    revenue: ['admin', 'dashboard', 'revenue'] as const,
  },
  users: {
    all: ['admin', 'users'] as const,
    page: (page: number) => ['admin', 'users', 'page', page] as const,
    search: (term: string) => ['admin', 'users', 'search', term.trim()] as const,
    list: <Filters>(filters: Filters) => ['admin', 'users', 'list', filters] as const,
    record: (id: string) => ['admin', 'users', 'record', id] as const,
    counts: (id: string) => ['admin', 'users', 'counts', id] as const,
  },
  /** One member looked up by phone (the member modal). */
  user: {
    all: ['admin', 'user'] as const,
    byPhone: (phone: string) => ['admin', 'user', phone] as const,
  },
  memberTokens: (memberId: string) => ['admin', 'member-tokens', memberId] as const,
  authentications: {
    all: ['admin', 'authentications'] as const,
    page: (page: number) => ['admin', 'authentications', 'page', page] as const,
    search: (term: string) => ['admin', 'authentications', 'search', term.trim()] as const,
  },
  audit: <Filters>(filters: Filters) => ['admin', 'audit', filters] as const,
  mailOutbox: {
    all: ['admin', 'mail-outbox'] as const,
    page: (page: number, status: string | undefined) => ['admin', 'mail-outbox', page, status ?? 'all'] as const,
  },
  staff: ['admin', 'staff'] as const,
  cannedReplies: ['admin', 'canned-replies'] as const,
  contactMessages: {
    all: ['admin', 'contact-messages'] as const,
    list: <Params>(params: Params) => ['admin', 'contact-messages', params] as const,
    thread: (id: string) => ['admin', 'contact-messages', 'thread', id] as const,
  },
  systemMessages: {
    all: ['admin', 'system-messages'] as const,
    page: (page: number) => ['admin', 'system-messages', page] as const,
  },
  reports: {
    all: ['admin', 'reports'] as const,
    byStatus: (status: string) => ['admin', 'reports', status] as const,
    excerpt: (id: string) => ['admin', 'reports', 'excerpt', id] as const,
  },
  verification: { all: ['admin', 'verification'] as const },
  plans: ['admin', 'plans'] as const,
  planOptions: ['admin', 'plan-options'] as const,
  tokenPacks: ['admin', 'token-packs'] as const,
  storeProducts: ['admin', 'store-products'] as const,
  auctions: {
    all: ['admin', 'auctions'] as const,
    bids: (id: string) => ['admin', 'auctions', id, 'bids'] as const,
  },
  ads: {
    slots: ['admin', 'ads', 'slots'] as const,
    reservations: {
      all: ['admin', 'ads', 'reservations'] as const,
      page: (filter: string, page: number) => ['admin', 'ads', 'reservations', filter, page] as const,
    },
  },
};

/** What the public site reads without a session. */
export const publicKeys = {
  plans: ['public', 'plans'] as const,
  tokenPacks: ['public', 'token-packs'] as const,
  auctions: ['public', 'auctions'] as const,
  ads: ['public', 'ads'] as const,
};

/** A payment's return page: the check of a payment and its receipt. */
export const paymentKeys = {
  verify: (reference: string) => ['payments', 'verify', reference] as const,
  receipt: (reference: string) => ['payments', 'receipt', reference] as const,
};
