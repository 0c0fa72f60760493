import type { LiveEvent } from '../../../lib/live-hub';
import { createSocialApp, feedOf, like, pushesTo, quickMember, type Member } from '../../../test-support/social-kit';

describe('Notifications: one door for the feed, push and live events', () => {
  let t: Awaited<ReturnType<typeof createSocialApp>>;
  let ada: Member;
  let bola: Member;
  beforeAll(async () => {
    t = await createSocialApp();
    ada = await quickMember(t, '08060000001');
    bola = await quickMember(t, '08060000002');
  });
  afterAll(() => t.close());

  it('when a like makes a match, then each member gets the feed entry, a push and a live event carrying that entry', async () => {
    const events = new Map<string, LiveEvent[]>([
      [ada.memberId, []],
      [bola.memberId, []],
    ]);
    // Feed entries only: the chat's own `match` event rides the same channel.
    const stops = [...events].map(([memberId, seen]) =>
      t.ctx.live.subscribe(memberId, (event) => event.type === 'notification' && seen.push(event)),
    );
    await like(t, ada, bola.memberId).expect(200);
    await like(t, bola, ada.memberId).expect(200);
    const pushes = await t.settled();
    stops.forEach((stop) => stop());

    const bolaFeed = await feedOf(t, bola);
    expect(bolaFeed.map((entry) => entry.kind)).toEqual(['match', 'like']);
    // Each push is its own delivery after its commit: they may reach the push service in either order.
    expect(
      pushesTo(pushes, bola)
        .map((push) => push.data.kind)
        .sort(),
    ).toEqual(['like', 'match']);
    const bolaLive = events.get(bola.memberId)!;
    expect(bolaLive.map((event) => event.type)).toEqual(['notification', 'notification']);
    const itemOf = (event: LiveEvent | undefined) => (event?.type === 'notification' ? event.item : undefined);
    expect(itemOf(bolaLive[1])?.relatedId).toBe(bolaFeed[0]!.relatedId);
    expect(events.get(ada.memberId)!.map((event) => itemOf(event)?.kind)).toEqual(['match']);
  });

  it('when nobody listens, then publishing is a no-op and nothing else changes', () => {
    expect(t.ctx.live.localListeners(ada.memberId)).toBe(0);
    expect(() => t.ctx.live.publish(ada.memberId, { type: 'typing', matchId: 'x' })).not.toThrow();
  });
});
