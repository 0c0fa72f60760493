import { memberResponse } from '../../../api/member-fetch';

/**
 * GET /attachments/:id: a voice note's or a photo's bytes, asked with the access token when the member plays or taps
 * it (never before: decision 0169); `preview` is a photo's tiny blurred JPEG. Not a query: the bytes live in an object
 * URL while shown, revoked after.
 */
export const getAttachmentBytes = (id: string, variant?: 'preview') =>
  memberResponse(`/attachments/${encodeURIComponent(id)}`, { query: variant ? { variant } : undefined }).then(
    (response) => response.blob(),
  );
