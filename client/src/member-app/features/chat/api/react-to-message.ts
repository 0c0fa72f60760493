import type { MessageReaction } from '@blynd/shared';
import { type AnswerSchemas, parsedAnswer } from '../../../api/answer';

const schema = (schemas: AnswerSchemas) => schemas.sentMessageSchema;
const reaction = (matchId: string, seq: number) => `/matches/${encodeURIComponent(matchId)}/messages/${seq}/reaction`;

/**
 * PUT /matches/:id/messages/:seq/reaction {emoji} (one per member: a new one replaces mine), or DELETE it when
 * `emoji` is null; answers the message as I read it. The same emoji twice changes nothing on the server.
 */
export const setReaction = (matchId: string, seq: number, emoji: MessageReaction | null) =>
  parsedAnswer(schema, reaction(matchId, seq), emoji ? { method: 'PUT', body: { emoji } } : { method: 'DELETE' }).then(
    (answer) => answer.message,
  );
