import { type AnswerSchemas, parsedAnswer } from '../../../api/answer';

const schema = (schemas: AnswerSchemas) => schemas.messageListSchema;
const messages = (matchId: string) => `/matches/${encodeURIComponent(matchId)}/messages`;

/** Oldest first from `after` (exclusive): the resync after a reconnect (resync.ts). Not a query: the chat store holds them. */
export const getMessagesAfter = (matchId: string, after: number) =>
  parsedAnswer(schema, messages(matchId), { query: { after, limit: 100 } });

/** Newest first before `before`: scrolling back. */
export const getMessagesBefore = (matchId: string, before: number) =>
  parsedAnswer(schema, messages(matchId), { query: { before, limit: 50 } });
