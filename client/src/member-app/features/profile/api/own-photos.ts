import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type AnswerSchemas, memberCall, parsedAnswer } from '../../../api/answer';
import { memberKeys } from '../../../api/member-keys';
import { uploadPhoto } from './upload-photo';

const listSchema = (schemas: AnswerSchemas) => schemas.memberPhotoListSchema;
const appealSchema = (schemas: AnswerSchemas) => schemas.photoAppealResponseSchema;

export const getOwnPhotos = () => parsedAnswer(listSchema, '/me/photos').then((answer) => answer.items);
export const reorderPhotos = (ids: string[]) => memberCall('/me/photos/order', { method: 'PATCH', body: { ids } });
export const deletePhoto = (id: string) => memberCall(`/me/photos/${encodeURIComponent(id)}`, { method: 'DELETE' });
export const appealPhoto = (id: string) =>
  parsedAnswer(appealSchema, `/me/photos/${encodeURIComponent(id)}/appeal`, { method: 'POST' });

/** The member's own photos with where their screening stands (GET /me/photos); live `photo` frames keep it current. */
export const useOwnPhotos = () =>
  useQuery({ queryKey: memberKeys.ownPhotos, queryFn: getOwnPhotos, staleTime: 30_000 });

type PhotoChange =
  | { kind: 'upload'; file: File; onProgress: (fraction: number) => void }
  | { kind: 'reorder'; ids: string[] }
  | { kind: 'delete'; id: string }
  | { kind: 'appeal'; id: string };

/** Upload, reorder, delete or appeal one of the member's photos; /me and the photo list are read again after each. */
export function useChangePhotos() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: PhotoChange): Promise<unknown> =>
      change.kind === 'upload'
        ? uploadPhoto(change.file, change.onProgress)
        : change.kind === 'reorder'
          ? reorderPhotos(change.ids)
          : change.kind === 'delete'
            ? deletePhoto(change.id)
            : appealPhoto(change.id),
    // memberKeys.me is a prefix of the photo list's key: both are read again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKeys.me }),
  });
}
