import { memberApi } from './member-fetch';

const match = (id: string) => `/matches/${encodeURIComponent(id)}`;

export const askForPhotos = (matchId: string) => memberApi(`${match(matchId)}/photo-request`, { method: 'POST' });
export const acceptPhotos = (requestId: string) =>
  memberApi(`/photo-requests/${encodeURIComponent(requestId)}/accept`, { method: 'POST' });
export const declinePhotos = (requestId: string) =>
  memberApi(`/photo-requests/${encodeURIComponent(requestId)}/decline`, { method: 'POST' });
export const revokePhotos = (matchId: string) => memberApi(`${match(matchId)}/photos/revoke`, { method: 'POST' });
export const unmatch = (matchId: string) => memberApi(match(matchId), { method: 'DELETE' });
export const block = (memberId: string) => memberApi('/blocks', { method: 'POST', body: { memberId } });
