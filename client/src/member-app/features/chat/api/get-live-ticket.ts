import { type AnswerSchemas, parsedAnswer } from '../../../api/answer';

const schema = (schemas: AnswerSchemas) => schemas.liveTicketSchema;

/** POST /live/ticket: single use, 30 s; the access token never travels in the socket's URL. */
export const getLiveTicket = () =>
  parsedAnswer(schema, '/live/ticket', { method: 'POST' }).then((answer) => answer.ticket);
