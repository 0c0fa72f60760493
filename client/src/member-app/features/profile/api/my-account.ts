import { memberApi } from '../../../api/member-fetch';
import { memberCall } from '../../../api/answer';

/**
 * GET /me/export: the member's data as the server answers it, saved as a file unchanged (so not parsed: a schema
 * would drop what it does not name).
 */
export const exportMyData = () => memberApi('/me/export');

/** DELETE /me: the account and everything in it; the caller signs out. */
export const deleteAccount = () => memberCall('/me', { method: 'DELETE' });
