import { useQuery } from '@tanstack/react-query';
import type { MeResponse, SignupStatus } from '@blynd/shared';
import { memberApi } from './member-fetch';

export const memberKeys = {
  all: ['member'] as const,
  me: ['member', 'me'] as const,
  signup: ['member', 'signup'] as const,
  discover: ['member', 'discover'] as const,
  picks: ['member', 'picks'] as const,
  likes: ['member', 'likes'] as const,
  matches: ['member', 'matches'] as const,
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
  catalogues: ['member', 'catalogues'] as const,
  interests: ['member', 'interests'] as const,
  blyndmojis: ['member', 'blyndmojis'] as const,
  starters: (matchId: string) => ['member', 'starters', matchId] as const,
};

export const useMe = () =>
  useQuery({ queryKey: memberKeys.me, queryFn: () => memberApi<MeResponse>('/me'), staleTime: 30_000 });
/** `enabled` false until the session is restored: asked without a token it would 401 and refresh a second time. */
export const useSignupStatus = (enabled = true) =>
  useQuery({
    queryKey: memberKeys.signup,
    queryFn: () => memberApi<SignupStatus>('/me/signup'),
    staleTime: 0,
    enabled,
  });
