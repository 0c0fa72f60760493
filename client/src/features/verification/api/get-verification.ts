import { useQuery } from '@tanstack/react-query';
import { ADMIN_API_BASE, chatPhotoHoldsSchema, verificationFacesSchema, verificationPhotosSchema } from '@blynd/shared';
import { adminApi } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';

/** GET /verification/photos: held photos and open appeals, oldest first, with the evidence. */
export const getVerificationPhotos = () => adminApi(`${ADMIN_API_BASE}/verification/photos`, verificationPhotosSchema);

/** GET /verification/faces: accounts held for an age review, oldest first. */
export const getVerificationFaces = () => adminApi(`${ADMIN_API_BASE}/verification/faces`, verificationFacesSchema);

export const useVerificationPhotos = () =>
  useQuery({ queryKey: [...adminKeys.verification.all, 'photos'], queryFn: getVerificationPhotos });

export const useVerificationFaces = () =>
  useQuery({ queryKey: [...adminKeys.verification.all, 'faces'], queryFn: getVerificationFaces });

/** GET /verification/chat-photos: photos sent in chat that the screening held, oldest first (decision 0178). */
export const getChatPhotoHolds = () => adminApi(`${ADMIN_API_BASE}/verification/chat-photos`, chatPhotoHoldsSchema);

export const useChatPhotoHolds = () =>
  useQuery({ queryKey: [...adminKeys.verification.all, 'chat-photos'], queryFn: getChatPhotoHolds });
