import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { MODERATION_MESSAGES } from '@blynd/shared';
import { memberLikes, memberMatches, moderationRestrictions } from '../../../db/schema';
import { createSocialApp, like, quickMember, type Member } from '../../../test-support/social-kit';

const HOUR = 60 * 60 * 1000;

/** The moderation gate (decision 0151) on the like, read with the pair after its lock. */
describe('A like while a "no new conversations" limit stands', () => {
  let t: Awaited<ReturnType<typeof createSocialApp>>;
  let limited: Member;
  let admirer: Member;
  let other: Member;

  const limit = (memberId: string, values: { endsAt?: Date; liftedAt?: Date } = {}) =>
    t.ctx.db
      .insert(moderationRestrictions)
      .values({ memberId, kind: 'no-new-conversations', reason: 'test', automatic: true, ...values })
      .returning({ id: moderationRestrictions.id });
  const likesFrom = (from: Member) => t.ctx.db.$count(memberLikes, eq(memberLikes.likerId, from.memberId));
  const refused = async (from: Member, toId: string) => {
    const res = await like(t, from, toId);
    expect([res.status, res.body]).toEqual([403, { error: MODERATION_MESSAGES.noNewConversations }]);
  };

  beforeAll(async () => {
    t = await createSocialApp();
    limited = await quickMember(t, '08061870001');
    admirer = await quickMember(t, '08061870002');
    other = await quickMember(t, '08061870003');
  });
  afterAll(() => t.close());

  it('when the limit stands, then a like of anyone (a member who liked first, an unknown id) is refused with nothing written, and once it is lifted the like makes the match', async () => {
    expect((await like(t, admirer, limited.memberId)).status).toBe(200);
    const [restriction] = await limit(limited.memberId);

    await refused(limited, admirer.memberId);
    await refused(limited, other.memberId);
    await refused(limited, randomUUID());
    expect(await likesFrom(limited)).toBe(0);
    expect(await t.ctx.db.$count(memberMatches)).toBe(0);

    await t.ctx.db
      .update(moderationRestrictions)
      .set({ liftedAt: new Date() })
      .where(eq(moderationRestrictions.id, restriction!.id));
    const res = await like(t, limited, admirer.memberId);
    expect([res.status, res.body.matched]).toEqual([200, true]);
  });

  it('when a limit has passed its end but is not lifted yet, then it no longer stands', async () => {
    await limit(other.memberId, { endsAt: new Date(Date.now() - HOUR) });
    expect((await like(t, other, admirer.memberId)).status).toBe(200);
    expect(
      await t.ctx.db.$count(
        memberLikes,
        and(eq(memberLikes.likerId, other.memberId), eq(memberLikes.likedId, admirer.memberId)),
      ),
    ).toBe(1);
  });
});
