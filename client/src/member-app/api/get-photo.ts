import { memberResponse } from './member-fetch';

/**
 * GET /photos/:id?size=: a member photo's bytes, asked with the access token on every view (the server checks the
 * viewer each time and answers 404 when not allowed). Not a query: the bytes live in an object URL while shown.
 */
export const getPhoto = (id: string, size: 'thumb' | 'full') =>
  memberResponse(`/photos/${encodeURIComponent(id)}`, { query: { size } }).then((response) => response.blob());
