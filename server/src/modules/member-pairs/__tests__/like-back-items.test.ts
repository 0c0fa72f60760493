import request from 'supertest';
import type { LiveEvent } from '../../../lib/live-hub';
import { APP, createSocialApp, like, makePremium, quickMember, type Member } from '../../../test-support/social-kit';

const DAY = 24 * 60 * 60 * 1000;

type MatchFrame = { type: 'match'; match: { _id: string; member: { _id: string }; snoozed?: true } };

/** Each member's match item of a new match is their own: the partner's card and whether the partner is snoozed. */
describe('The match items a like back makes', () => {
  let t: Awaited<ReturnType<typeof createSocialApp>>;
  let sleeper: Member;
  let premium: Member;
  beforeAll(async () => {
    t = await createSocialApp();
    sleeper = await quickMember(t, '08061880001');
    premium = await quickMember(t, '08061880002');
  });
  afterAll(() => t.close());

  it('when a Premium member likes back a member who snoozed after liking, then the answer and their match frame mark the partner snoozed and the snoozed member’s frame does not', async () => {
    expect((await like(t, sleeper, premium.memberId)).status).toBe(200);
    const snooze = await request(t.app).put(`${APP}/me/snooze`).set('Authorization', sleeper.auth).send({ hours: 24 });
    expect(snooze.status).toBe(200);
    await makePremium(t, premium.memberId, new Date(Date.now() + 30 * DAY));

    const frames = new Map<string, MatchFrame[]>([
      [sleeper.memberId, []],
      [premium.memberId, []],
    ]);
    const stops = [...frames].map(([memberId, seen]) =>
      t.ctx.live.subscribe(memberId, (event: LiveEvent) => {
        if (event.type === 'match') seen.push(event as MatchFrame);
      }),
    );
    const res = await like(t, premium, sleeper.memberId);
    await t.settled();
    stops.forEach((stop) => stop());

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ matched: true, match: { member: { _id: sleeper.memberId }, snoozed: true } });
    const [premiumFrame] = frames.get(premium.memberId)!;
    const [sleeperFrame] = frames.get(sleeper.memberId)!;
    expect(premiumFrame?.match).toEqual(res.body.match);
    expect(sleeperFrame?.match.member._id).toBe(premium.memberId);
    expect(sleeperFrame?.match._id).toBe(res.body.match._id);
    expect(sleeperFrame?.match.snoozed).toBeUndefined();
  });
});
