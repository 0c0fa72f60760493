import type { QueryClient } from '@tanstack/react-query';
import type { MemberPhoto } from '@blynd/shared';
import { memberKeys } from '../../api/member-keys';

/** A `photo` frame (a verdict on an own photo): the list shows it at once, then is read again in full. */
export function applyPhotoFrame(queryClient: QueryClient, photo: MemberPhoto) {
  queryClient.setQueryData<MemberPhoto[]>(memberKeys.ownPhotos, (photos) =>
    photos?.map((known) => (known._id === photo._id ? photo : known)),
  );
  void queryClient.invalidateQueries({ queryKey: memberKeys.ownPhotos });
}
