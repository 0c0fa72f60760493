import { memberCall } from '../../../api/answer';

/** POST /notifications/read {all: true}: opening the feed reads it; the marks show on the next visit (no refetch). */
export const markFeedRead = () => memberCall('/notifications/read', { method: 'POST', body: { all: true } });
