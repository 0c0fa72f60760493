/** The member app's React Query keys (re-exported by queries.ts; api/landing.ts seeds three of them). */
export const memberKeys = {
  all: ['member'] as const,
  me: ['member', 'me'] as const,
  ownPhotos: ['member', 'me', 'photos'] as const,
  signup: ['member', 'signup'] as const,
  discover: ['member', 'discover'] as const,
  picks: ['member', 'picks'] as const,
  likes: ['member', 'likes'] as const,
  matches: ['member', 'matches'] as const,
  /** Under matches: whatever refreshes the matches refreshes the ended ones too. */
  pastMatches: ['member', 'matches', 'past'] as const,
  incoming: ['member', 'photo-requests'] as const,
  conversations: ['member', 'conversations'] as const,
  feed: ['member', 'feed'] as const,
  tokens: ['member', 'tokens'] as const,
  tokenHistory: ['member', 'tokens', 'history'] as const,
  /** Every auction list, whatever its status filter. */
  allAuctions: ['member', 'auctions'] as const,
  auctions: (status: string) => ['member', 'auctions', status] as const,
  auction: (id: string) => ['member', 'auction', id] as const,
  blocks: ['member', 'blocks'] as const,
  dates: ['member', 'dates'] as const,
  catalogues: ['member', 'catalogues'] as const,
  interests: ['member', 'interests'] as const,
  blyndmojis: ['member', 'blyndmojis'] as const,
  starters: (matchId: string) => ['member', 'starters', matchId] as const,
};
