import { type AnswerSchemas, parsedAnswer } from '../../../api/answer';
import type { MessageBody } from '../outbox';

const schema = (schemas: AnswerSchemas) => schemas.sentMessageSchema;

/**
 * POST /matches/:id/messages, idempotent by `clientMessageId` (a retry answers the same message). Sent through the
 * outbox (outbox.ts), which owns retries and what the chat store and the conversation list show.
 */
export const postMessage = (matchId: string, body: MessageBody) =>
  parsedAnswer(schema, `/matches/${encodeURIComponent(matchId)}/messages`, { method: 'POST', body });
