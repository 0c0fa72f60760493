import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { memberNotifications, members } from '../../../db/schema';
import { quickMember } from '../../../test-support/social-kit';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { writeLastSeen } from '../member-sessions.repository';

// PGlite runs one query at a time, so a lock wait can only show on the PostgreSQL server (DATABASE_URL).
const onServer = process.env.DATABASE_URL ? describe : describe.skip;

onServer('last seen writes and row locks (PostgreSQL server)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  it('When another transaction is writing a row that references the member, then last seen is written without waiting for it', async () => {
    const member = await quickMember(t, '08071119001', false);
    let letGo!: () => void;
    const holding = new Promise<void>((resolve) => (letGo = resolve));
    let inserted!: () => void;
    const referenceInserted = new Promise<void>((resolve) => (inserted = resolve));
    // A bid's outbid notice (or any insert that references the member) holds a key-share lock on the member's row
    // until its transaction ends; a last-seen write locking the row FOR UPDATE would wait for it, and deadlock
    // when that transaction next needed a row the write held.
    const other = t.ctx.db
      .transaction(async (tx) => {
        await tx
          .insert(memberNotifications)
          .values({ memberId: member.memberId, kind: 'admin', title: 'Held', body: 'Held open by the test.' });
        inserted();
        await holding;
        tx.rollback();
      })
      .catch(() => undefined);
    await referenceInserted;

    const at = new Date(Date.now() + 10 * 60_000);
    const timer = new AbortController();
    const outcome = await Promise.race([
      writeLastSeen(t.ctx.db, new Map([[member.memberId, at]])).then(() => 'written'),
      sleep(3000, 'still waiting', { signal: timer.signal }),
    ]);
    timer.abort();
    letGo();
    await other;

    expect(outcome).toBe('written');
    const [row] = await t.ctx.db
      .select({ at: members.lastSeenAt })
      .from(members)
      .where(eq(members.id, member.memberId));
    expect(row!.at).toEqual(at);
  });
});
