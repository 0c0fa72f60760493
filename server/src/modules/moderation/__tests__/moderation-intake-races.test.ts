import { eq } from 'drizzle-orm';
import { moderationItems } from '../../../db/schema';
import { matchUp, send } from '../../../test-support/chat-kit';
import { quickMember } from '../../../test-support/social-kit';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { reportMember, sweep } from './moderation-kit';

// PGlite runs one query at a time, so two requests never overlap inside the database there: these races (decision
// 0158) are real only on a PostgreSQL server (DATABASE_URL).
const onServer = process.env.DATABASE_URL ? describe : describe.skip;

const MONEY_REQUESTS = [
  'Abeg send me 5k for transport, I go pay you back',
  'Please send me airtime, 2k is ok',
  'Abeg borrow me 10k, I go return am Friday',
  'Send me money for data abeg',
  'Abeg send me 5k for transport, I go pay you back tomorrow',
  'Please send me airtime, my card don finish',
];

onServer('moderation intake racing on PostgreSQL', () => {
  let t: TestApp;
  let phones = 0;
  const nextMember = () => quickMember(t, `234803888${String(++phones).padStart(4, '0')}`, false);
  const itemsAbout = (memberId: string) =>
    t.ctx.db.select().from(moderationItems).where(eq(moderationItems.memberId, memberId));

  beforeAll(async () => {
    t = await createTestApp({ seed: false, connectionTimeoutMs: 20_000 });
  });
  afterAll(() => t.close());

  it('when one member sends flagged messages in several conversations at once, then one open detection item is made', async () => {
    const sender = await nextMember();
    const matches: string[] = [];
    for (let i = 0; i < MONEY_REQUESTS.length; i += 1) matches.push(await matchUp(t, sender, await nextMember()));
    const answers = await Promise.all(matches.map((matchId, i) => send(t.app, sender, matchId, MONEY_REQUESTS[i]!)));
    expect(answers.map((res) => res.status)).toEqual(matches.map(() => 201));
    const items = await itemsAbout(sender.memberId);
    expect(items.filter((item) => item.kind === 'detection' && item.status === 'open')).toHaveLength(1);
  });

  it('when reports are filed while sweeps run, then each report is one item', async () => {
    const target = await nextMember();
    const reporters = await Promise.all([0, 1, 2, 3].map(() => nextMember()));
    const answers = await Promise.all([
      ...reporters.map((reporter) => reportMember(t.app, reporter, target, 'asked-for-money')),
      sweep(t),
      sweep(t),
    ]);
    expect(answers.slice(0, reporters.length).map((res) => (res as { status: number }).status)).toEqual(
      reporters.map(() => 201),
    );
    await sweep(t);
    const items = await itemsAbout(target.memberId);
    expect(items.filter((item) => item.kind === 'report')).toHaveLength(reporters.length);
    expect(new Set(items.map((item) => item.sourceKey)).size).toBe(items.length);
  });
});
