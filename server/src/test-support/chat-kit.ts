import { randomUUID } from 'node:crypto';
import request from 'supertest';
import type { Express } from 'express';
import { APP, createSocialApp, like, quickMember, type Member } from './social-kit';
import type { TestApp } from './test-app';

/** Two members who like each other: their match id. */
export async function matchUp(t: TestApp, a: Member, b: Member): Promise<string> {
  await like(t, a, b.memberId);
  const back = await like(t, b, a.memberId);
  if (!back.body.match?._id) throw new Error(`match: ${back.status} ${JSON.stringify(back.body)}`);
  return back.body.match._id as string;
}

/** A social app (createSocialApp) in which Ada and Bola are matched: the app, both members and their match id. */
export type MatchedChat = Awaited<ReturnType<typeof createSocialApp>> & { ada: Member; bola: Member; matchId: string };

export async function startMatchedChat(phones: [string, string], withPushToken = true): Promise<MatchedChat> {
  const t = await createSocialApp();
  const ada = await quickMember(t, phones[0], withPushToken);
  const bola = await quickMember(t, phones[1], withPushToken);
  return Object.assign(t, { ada, bola, matchId: await matchUp(t, ada, bola) });
}

/** POST /matches/:id/messages with a fresh client id unless one is given. */
export const send = (
  app: Express,
  from: Member,
  matchId: string,
  text: string,
  clientMessageId: string = randomUUID(),
) =>
  request(app)
    .post(`${APP}/matches/${matchId}/messages`)
    .set('Authorization', from.auth)
    .send({ clientMessageId, text });

export const history = (app: Express, member: Member, matchId: string, query: Record<string, string | number> = {}) =>
  request(app).get(`${APP}/matches/${matchId}/messages`).query(query).set('Authorization', member.auth);

export const conversations = (app: Express, member: Member, cursor?: string) =>
  request(app)
    .get(`${APP}/conversations`)
    .query(cursor ? { cursor } : {})
    .set('Authorization', member.auth);

export const markRead = (app: Express, member: Member, matchId: string, seq: number) =>
  request(app).post(`${APP}/matches/${matchId}/read`).set('Authorization', member.auth).send({ seq });

/** POST /reports: `from` reports the message `messageId` of `about` as abuse (not blocking), `more` added to the body. */
export const reportMessage = (app: Express, from: Member, about: Member, messageId: string, more: object = {}) =>
  request(app)
    .post(`${APP}/reports`)
    .set('Authorization', from.auth)
    .send({ kind: 'message', memberId: about.memberId, messageId, reason: 'Abuse', alsoBlock: false, ...more });
