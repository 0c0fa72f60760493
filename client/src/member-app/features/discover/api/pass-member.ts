import { useMutation } from '@tanstack/react-query';
import { memberCall } from '../../../api/answer';

/** POST /discover/:id/pass: the card leaves discover (the screen hides it; nothing cached changes). */
export const passMember = (memberId: string) =>
  memberCall(`/discover/${encodeURIComponent(memberId)}/pass`, { method: 'POST' });

export const usePassMember = () => useMutation({ mutationFn: passMember });
