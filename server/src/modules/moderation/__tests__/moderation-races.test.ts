import { and, eq } from 'drizzle-orm';
import { memberNotifications, moderationActions, moderationRestrictions } from '../../../db/schema';
import { createAdminSession } from '../../admin/__tests__/admin-kit';
import { quickMember } from '../../../test-support/social-kit';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { act, itemAbout, reportMember, sweep } from './moderation-kit';

// PGlite runs one query at a time, so two requests never overlap inside the database there: these races (decision
// 0153) are real only on a PostgreSQL server (DATABASE_URL).
const onServer = process.env.DATABASE_URL ? describe : describe.skip;

onServer('moderation actions racing on PostgreSQL', () => {
  let t: TestApp;
  let phones = 0;
  const nextMember = () => quickMember(t, `234803666${String(++phones).padStart(4, '0')}`, false);

  beforeAll(async () => {
    t = await createTestApp({ seed: false, connectionTimeoutMs: 20_000 });
  });
  afterAll(() => t.close());

  it('when two staff act on one item at once, then one action is taken and the member and the reporter are told once', async () => {
    const [one, two] = [await createAdminSession(t, 'Admin'), await createAdminSession(t, 'Super Admin')];
    const [reporter, reported] = [await nextMember(), await nextMember()];
    await reportMember(t.app, reporter, reported, 'asked-for-money');
    await sweep(t);
    const item = await itemAbout(t.app, one.auth, reported.memberId);
    const answers = await Promise.all([
      act(t.app, one.auth, item._id, { action: 'suspend', reason: 'Asked for money', days: 7 }),
      act(t.app, two.auth, item._id, { action: 'suspend', reason: 'Asked for money too', days: 7 }),
      act(t.app, one.auth, item._id, { action: 'warn', reason: 'Do not ask for money' }),
      act(t.app, two.auth, item._id, { action: 'dismiss', reason: 'Fine' }),
    ]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409, 409, 409]);
    const actions = await t.ctx.db.select().from(moderationActions).where(eq(moderationActions.itemId, item._id));
    expect(actions).toHaveLength(1);
    const toldMember = await t.ctx.db
      .select()
      .from(memberNotifications)
      .where(and(eq(memberNotifications.memberId, reported.memberId)));
    const toldReporter = await t.ctx.db
      .select()
      .from(memberNotifications)
      .where(and(eq(memberNotifications.memberId, reporter.memberId), eq(memberNotifications.kind, 'report-actioned')));
    expect(toldReporter).toHaveLength(actions[0]!.action === 'dismiss' ? 0 : 1);
    expect(toldMember.filter((n) => n.kind.startsWith('moderation-'))).toHaveLength(
      actions[0]!.action === 'dismiss' ? 0 : 1,
    );
    const suspensions = await t.ctx.db
      .select()
      .from(moderationRestrictions)
      .where(eq(moderationRestrictions.memberId, reported.memberId));
    expect(suspensions).toHaveLength(actions[0]!.action === 'suspend' ? 1 : 0);
  });

  it('when two sweeps run at once, then each report becomes one item and a risky member gets one limit', async () => {
    const target = await nextMember();
    for (let i = 0; i < 4; i += 1) await reportMember(t.app, await nextMember(), target, 'other');
    await Promise.all([sweep(t), sweep(t), sweep(t)]);
    const limits = await t.ctx.db
      .select()
      .from(moderationRestrictions)
      .where(and(eq(moderationRestrictions.memberId, target.memberId), eq(moderationRestrictions.automatic, true)));
    expect(limits).toHaveLength(1);
  });
});
