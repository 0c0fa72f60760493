import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memberCall } from '../../../api/answer';
import { memberKeys } from '../../../api/member-keys';
import { uploadPhoto } from './upload-photo';

export const reorderPhotos = (ids: string[]) => memberCall('/me/photos/order', { method: 'PATCH', body: { ids } });
export const deletePhoto = (id: string) => memberCall(`/me/photos/${encodeURIComponent(id)}`, { method: 'DELETE' });

type PhotoChange =
  | { kind: 'upload'; file: File; onProgress: (fraction: number) => void }
  | { kind: 'reorder'; ids: string[] }
  | { kind: 'delete'; id: string };

/** Upload, reorder or delete one of the member's photos (PATCH and DELETE under /me/photos); /me is read again after each. */
export function useChangePhotos() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: PhotoChange) =>
      change.kind === 'upload'
        ? uploadPhoto(change.file, change.onProgress)
        : change.kind === 'reorder'
          ? reorderPhotos(change.ids)
          : deletePhoto(change.id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKeys.me }),
  });
}
