import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  ADMIN_API_BASE,
  adminAuctionBidsSchema,
  adminAuctionListSchema,
  adminAuctionSchema,
  auctionImageResponseSchema,
  type CreateAuctionInput,
  type FulfilmentInput,
  type UpdateAuctionInput,
} from '@blynd/shared';
import { adminApi, adminUpload } from '../../../lib/api-client';
import { adminKeys, publicKeys } from '../../../lib/query-keys';

const BASE = `${ADMIN_API_BASE}/auctions`;
const one = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

/** GET /auctions: every auction, drafts to settled, newest first. */
export const getAdminAuctions = () => adminApi(BASE, adminAuctionListSchema);
export const adminAuctionsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.auctions.all, queryFn: getAdminAuctions });
export const useAdminAuctions = () => useQuery(adminAuctionsQueryOptions());

/** GET /auctions/{id}/bids: every bid with its bidder, maximum and the price after it. */
export const getAuctionBids = (id: string) => adminApi(`${one(id)}/bids`, adminAuctionBidsSchema);
export const useAuctionBids = (id: string) =>
  useQuery({ queryKey: adminKeys.auctions.bids(id), queryFn: () => getAuctionBids(id) });

/** The public page and the members' lists show auctions too. */
function invalidateAuctions(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: adminKeys.auctions.all });
  void queryClient.invalidateQueries({ queryKey: publicKeys.auctions });
}

const useAuctionMutation = <I>(mutationFn: (input: I) => Promise<unknown>) => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => invalidateAuctions(queryClient) });
};

export const useCreateAuction = () =>
  useAuctionMutation((input: CreateAuctionInput) =>
    adminApi(BASE, adminAuctionSchema, { method: 'POST', body: input }),
  );

/** PATCH /auctions/{id}: drafts, and scheduled auctions that have not started. */
export const useUpdateAuction = () =>
  useAuctionMutation(({ id, ...input }: UpdateAuctionInput & { id: string }) =>
    adminApi(one(id), adminAuctionSchema, { method: 'PATCH', body: input }),
  );

/** POST /auctions/{id}/cancel: the server releases every hold in the same step. */
export const useCancelAuction = () =>
  useAuctionMutation((id: string) => adminApi(`${one(id)}/cancel`, adminAuctionSchema, { method: 'POST' }));

/** PATCH /auctions/{id}/fulfilment: pending → contacted → fulfilled, with a note. */
export const useUpdateFulfilment = () =>
  useAuctionMutation(({ id, ...input }: FulfilmentInput & { id: string }) =>
    adminApi(`${one(id)}/fulfilment`, adminAuctionSchema, { method: 'PATCH', body: input }),
  );

/** POST /auctions/images: one image, re-encoded and stored by the server; answers the path to put in `images`. */
export function uploadAuctionImage(file: File) {
  const form = new FormData();
  form.append('image', file);
  return adminUpload(`${BASE}/images`, auctionImageResponseSchema, form);
}
