import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_API_BASE,
  appealsResponseSchema,
  moderationDoneSchema,
  moderationItemDetailSchema,
  moderationQueueResponseSchema,
  type ModerationActionInput,
} from '@blynd/shared';
import { z } from 'zod';
import { adminApi } from '../../../lib/api-client';

const BASE = `${ADMIN_API_BASE}/moderation`;
const id = (value: string) => encodeURIComponent(value);

/** The queue's own cache keys: every change below refreshes all of them (and the dashboard's counts). */
export const moderationKeys = {
  all: ['admin', 'moderation'] as const,
  queue: (status: string, mine: boolean) => ['admin', 'moderation', 'queue', status, mine] as const,
  item: (itemId: string) => ['admin', 'moderation', 'item', itemId] as const,
  appeals: ['admin', 'moderation', 'appeals'] as const,
};

export type QueueStatus = 'open' | 'closed' | 'all';

export const useModerationQueue = (status: QueueStatus, mine: boolean) =>
  useQuery({
    queryKey: moderationKeys.queue(status, mine),
    queryFn: () =>
      adminApi(`${BASE}/queue`, moderationQueueResponseSchema, {
        query: { status, ...(mine ? { mine: 'true' } : {}) },
      }),
    placeholderData: keepPreviousData,
  });

/** An item's detail: opening one with a preserved copy is an audited read, so it is asked for on each opening. */
export const useModerationItem = (itemId: string) =>
  useQuery({
    queryKey: moderationKeys.item(itemId),
    queryFn: () => adminApi(`${BASE}/items/${id(itemId)}`, moderationItemDetailSchema),
    gcTime: 0,
    retry: false,
  });

export const useAppeals = () =>
  useQuery({
    queryKey: moderationKeys.appeals,
    queryFn: () => adminApi(`${BASE}/appeals`, appealsResponseSchema, { query: { status: 'pending' } }),
  });

const done = moderationDoneSchema.extend({ itemId: z.string().optional() });

function useModerationMutation<T>(call: (input: T) => Promise<{ message: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: moderationKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'reports'] });
    },
  });
}

export const useActOnItem = () =>
  useModerationMutation(({ itemId, ...body }: ModerationActionInput & { itemId: string }) =>
    adminApi(`${BASE}/items/${id(itemId)}/actions`, done, { method: 'POST', body }),
  );

export const useAssignItem = () =>
  useModerationMutation(({ itemId, staffId }: { itemId: string; staffId?: string | null }) =>
    adminApi(`${BASE}/items/${id(itemId)}/assign`, done, {
      method: 'POST',
      body: staffId === undefined ? {} : { staffId },
    }),
  );

export const useAddNote = () =>
  useModerationMutation(({ itemId, text }: { itemId: string; text: string }) =>
    adminApi(`${BASE}/items/${id(itemId)}/notes`, done, { method: 'POST', body: { text } }),
  );

export const useMarkCsae = () =>
  useModerationMutation(({ itemId }: { itemId: string }) =>
    adminApi(`${BASE}/items/${id(itemId)}`, done, { method: 'PATCH', body: { category: 'csae' } }),
  );

export const useEscalate = () =>
  useModerationMutation(({ itemId, ...body }: { itemId: string; agency: string; reference: string; at: string }) =>
    adminApi(`${BASE}/items/${id(itemId)}/escalations`, done, { method: 'POST', body }),
  );

export const useLiftRestriction = () =>
  useModerationMutation(({ restrictionId, note }: { restrictionId: string; note: string }) =>
    adminApi(`${BASE}/restrictions/${id(restrictionId)}/lift`, done, { method: 'POST', body: { note } }),
  );

export const useDecideAppeal = () =>
  useModerationMutation(({ appealId, ...body }: { appealId: string; decision: 'uphold' | 'overturn'; note: string }) =>
    adminApi(`${BASE}/appeals/${id(appealId)}/decision`, done, { method: 'POST', body }),
  );
