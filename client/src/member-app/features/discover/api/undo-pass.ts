import { useMutation } from '@tanstack/react-query';
import { memberCall } from '../../../api/answer';

/** DELETE /passes/:id: the card comes back (the screen shows it again). */
export const undoPass = (memberId: string) =>
  memberCall(`/passes/${encodeURIComponent(memberId)}`, { method: 'DELETE' });

export const useUndoPass = () => useMutation({ mutationFn: undoPass });
