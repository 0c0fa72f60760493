import request from 'supertest';
import { MEMBER_MESSAGES, MODERATION_MESSAGES as TEXT, MODERATION_SLA_HOURS } from '@blynd/shared';
import { createAdminSession } from '../../admin/__tests__/admin-kit';
import { matchUp, reportMessage, send } from '../../../test-support/chat-kit';
import {
  APP,
  countRows,
  deleteAccount,
  feedOf,
  like,
  quickMember,
  type Member,
} from '../../../test-support/social-kit';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { ADMIN, act, itemAbout, queue, reportMember, sweep, trySignIn } from './moderation-kit';

/**
 * The moderation queue over HTTP (decisions 0151-0153): intake from reports, priority and due time, each action and
 * who may take it, the member told and the reporter told, appeals, the risk limit, suspensions lifted when due, a
 * ban that follows the phone, CSAE first with its evidence kept.
 */
describe('moderation queue', () => {
  let t: TestApp;
  let clock: Date;
  let superAdmin: { auth: string; id: string };
  let admin: { auth: string; id: string };
  let support: { auth: string; id: string };
  let phones = 0;
  const nextMember = () => quickMember(t, `234803555${String(++phones).padStart(4, '0')}`);
  // The SMS sandbox answers a phone's newest code by its time: each sign-in a minute later than the last.
  const signInAgain = (phone: string) => {
    clock = new Date(clock.getTime() + 61_000);
    return trySignIn(t, phone);
  };
  const itemFor = (member: Member) => itemAbout(t.app, support.auth, member.memberId);

  beforeAll(async () => {
    clock = new Date();
    t = await createTestApp({ seed: false, now: () => clock });
    superAdmin = await createAdminSession(t, 'Super Admin');
    admin = await createAdminSession(t, 'Admin');
    support = await createAdminSession(t, 'Support');
  });
  afterAll(() => t.close());

  it('when reports are filed, then one sweep puts each in the queue once, underage first, with the SLA of its priority as due time', async () => {
    const [reporter, money, minor] = [await nextMember(), await nextMember(), await nextMember()];
    expect((await reportMember(t.app, reporter, money, 'asked-for-money')).status).toBe(201);
    expect((await reportMember(t.app, reporter, minor, 'underage')).status).toBe(201);
    await sweep(t);
    await sweep(t);
    const res = await queue(t.app, support.auth);
    expect(res.status).toBe(200);
    type Row = { member: { _id: string } | null; priority: string; createdAt: string; dueAt: string; kind: string };
    const mine = (res.body.items as Row[]).filter((i) =>
      [money.memberId, minor.memberId].includes(i.member?._id ?? ''),
    );
    expect(mine).toHaveLength(2);
    const [first, second] = mine;
    expect(first).toMatchObject({ priority: 'csae', kind: 'report' });
    expect(second).toMatchObject({ priority: 'high', kind: 'report' });
    const hours = (item: { createdAt: string; dueAt: string }) =>
      (Date.parse(item.dueAt) - Date.parse(item.createdAt)) / 3_600_000;
    expect(hours(first!)).toBeCloseTo(MODERATION_SLA_HOURS.csae);
    expect(hours(second!)).toBeCloseTo(MODERATION_SLA_HOURS.high);
    // The underage item's evidence is kept apart from the account as soon as it is in the queue.
    const detail = await request(t.app)
      .get(`${ADMIN}/moderation/items/${(await itemFor(minor))._id}`)
      .set('Authorization', support.auth);
    expect(detail.body.evidence.preserved).toMatchObject({ reasonCode: 'underage', reporterId: reporter.memberId });
  });

  it('when no token or bad input is sent, then the queue answers 401 or 400 and changes nothing', async () => {
    const [reporter, reported] = [await nextMember(), await nextMember()];
    await reportMember(t.app, reporter, reported, 'other');
    await sweep(t);
    const item = await itemFor(reported);
    expect((await request(t.app).get(`${ADMIN}/moderation/queue`)).status).toBe(401);
    const before = await countRows(t, 'moderation_actions');
    for (const body of [
      { action: 'explode', reason: 'x' },
      { action: 'warn' },
      { action: 'warn', reason: '   ' },
      { action: 'suspend', reason: 'Scam' },
      { action: 'suspend', reason: 'Scam', days: 0 },
      { action: 'suspend', reason: 'Scam', days: 1.5 },
    ]) {
      const res = await act(t.app, admin.auth, item._id, body);
      expect(res.status).toBe(400);
      expect(typeof res.body.error).toBe('string');
    }
    expect(
      (await act(t.app, admin.auth, '00000000-0000-4000-8000-000000000000', { action: 'warn', reason: 'x' })).status,
    ).toBe(404);
    expect((await act(t.app, admin.auth, 'not-a-uuid', { action: 'warn', reason: 'x' })).status).toBe(400);
    expect(await countRows(t, 'moderation_actions')).toBe(before);
  });

  it('when Support warns, then the member is told with the reason and may appeal once; the reporter is told action was taken; Support cannot suspend', async () => {
    const [reporter, reported] = [await nextMember(), await nextMember()];
    await reportMember(t.app, reporter, reported, 'harassment');
    await sweep(t);
    const item = await itemFor(reported);
    const refused = await act(t.app, support.auth, item._id, { action: 'suspend', reason: 'Harassment', days: 3 });
    expect(refused.status).toBe(403);
    const warned = await act(t.app, support.auth, item._id, { action: 'warn', reason: 'Please be respectful' });
    expect(warned.status).toBe(200);
    expect((await act(t.app, support.auth, item._id, { action: 'warn', reason: 'Again' })).status).toBe(409);

    const memberFeed = await feedOf(t, reported);
    expect(memberFeed[0]).toMatchObject({ kind: 'moderation-warning', title: TEXT.warnedTitle });
    expect(memberFeed[0]!.body).toContain('Please be respectful');
    const reporterFeed = await feedOf(t, reporter);
    expect(reporterFeed[0]).toMatchObject({ title: TEXT.actionTakenTitle, body: TEXT.actionTakenBody });
    expect(reporterFeed[0]!.body).not.toContain('warn');

    const standing = await request(t.app).get(`${APP}/me/standing`).set('Authorization', reported.auth);
    expect(standing.status).toBe(200);
    const decision = standing.body.decisions[0];
    expect(decision).toMatchObject({ action: 'warn', reason: 'Please be respectful', appealable: true });
    const appeal = () =>
      request(t.app)
        .post(`${APP}/me/appeals`)
        .set('Authorization', reported.auth)
        .send({ decisionId: decision._id, text: 'I was joking with a friend' });
    expect((await appeal()).status).toBe(201);
    const again = await appeal();
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(TEXT.appealOnce);
    // Another member cannot appeal it.
    const other = await request(t.app)
      .post(`${APP}/me/appeals`)
      .set('Authorization', reporter.auth)
      .send({ decisionId: decision._id, text: 'Mine' });
    expect(other.status).toBe(404);

    const appeals = await request(t.app).get(`${ADMIN}/moderation/appeals`).set('Authorization', support.auth);
    const row = (appeals.body.appeals as { _id: string; member: { _id: string } }[]).find(
      (a) => a.member._id === reported.memberId,
    )!;
    const decide = (auth: string, decision: string) =>
      request(t.app)
        .post(`${ADMIN}/moderation/appeals/${row._id}/decision`)
        .set('Authorization', auth)
        .send({ decision, note: 'Looked again' });
    expect((await decide(support.auth, 'uphold')).status).toBe(403);
    expect((await decide(admin.auth, 'uphold')).status).toBe(200);
    expect((await decide(admin.auth, 'overturn')).status).toBe(409);
    expect((await feedOf(t, reported))[0]).toMatchObject({ body: TEXT.appealUpheldBody });
  });

  it('when an item is dismissed, then nobody is told and the report is resolved as dismissed', async () => {
    const [reporter, reported] = [await nextMember(), await nextMember()];
    await reportMember(t.app, reporter, reported, 'other');
    await sweep(t);
    const before = [(await feedOf(t, reporter)).length, (await feedOf(t, reported)).length];
    const item = await itemFor(reported);
    expect((await act(t.app, support.auth, item._id, { action: 'dismiss', reason: 'Nothing wrong' })).status).toBe(200);
    expect([(await feedOf(t, reporter)).length, (await feedOf(t, reported)).length]).toEqual(before);
    const reports = await request(t.app)
      .get(`${ADMIN}/getreports/${superAdmin.id}`)
      .set('Authorization', superAdmin.auth);
    const report = (reports.body.users as { reportedUser: { _id: string } | null; status: string }[]).find(
      (r) => r.reportedUser?._id === reported.memberId,
    );
    expect(report?.status).toBe('dismissed');
  });

  it('when a reported message is removed, then both members read the removal notice in its place and the sender is told', async () => {
    const [a, b] = [await nextMember(), await nextMember()];
    const matchId = await matchUp(t, a, b);
    const sent = await send(t.app, b, matchId, 'You are so boring, I am done with you');
    expect(sent.status).toBe(201);
    expect((await reportMessage(t.app, a, b, sent.body.message._id, { reasonCode: 'harassment' })).status).toBe(201);
    await sweep(t);
    const item = await itemFor(b);
    const removed = await act(t.app, support.auth, item._id, { action: 'remove-content', reason: 'Insults' });
    expect(removed.status).toBe(200);
    const history = await request(t.app).get(`${APP}/matches/${matchId}/messages`).set('Authorization', a.auth);
    const texts = (history.body.items ?? history.body.messages) as { text: string }[];
    expect(texts.map((m) => m.text).join(' ')).not.toContain('boring');
    expect((await feedOf(t, b))[0]).toMatchObject({ kind: 'moderation-removal', title: TEXT.contentRemovedTitle });
  });

  it('when Admin bans a member, then the ban follows the phone: a deleted account made again on it is refused', async () => {
    const [reporter, live, leaver] = [await nextMember(), await nextMember(), await nextMember()];
    await reportMember(t.app, reporter, live, 'scam-investment');
    await reportMember(t.app, reporter, leaver, 'scam-investment');
    await sweep(t);
    const liveItem = await itemFor(live);
    const leaverItem = await itemFor(leaver);
    expect((await act(t.app, support.auth, liveItem._id, { action: 'ban', reason: 'Crypto scam' })).status).toBe(403);
    expect((await act(t.app, admin.auth, liveItem._id, { action: 'ban', reason: 'Crypto scam' })).status).toBe(200);
    const refused = await signInAgain(live.phone);
    expect(refused.status).toBe(403);
    expect(refused.body.standing).toMatchObject({ action: 'ban', reason: 'Crypto scam', until: null });

    // The other deletes the account before staff act: the item stays, and the ban waits on the phone.
    expect((await deleteAccount(t, leaver)).status).toBe(200);
    const warn = await act(t.app, admin.auth, leaverItem._id, { action: 'warn', reason: 'x' });
    expect(warn.status).toBe(409);
    expect(warn.body.error).toBe(TEXT.noMember);
    expect((await act(t.app, admin.auth, leaverItem._id, { action: 'ban', reason: 'Crypto scam' })).status).toBe(200);
    const again = await signInAgain(leaver.phone);
    expect(again.status).toBe(403);
    expect(again.body.standing).toMatchObject({ action: 'ban', appealToken: null });
  });

  it('when a member crosses the risk threshold, then they may not start conversations (likes, first messages) but may reply, staff see why, and lifting it restores them', async () => {
    const target = await nextMember();
    const [friend, stranger] = [await nextMember(), await nextMember()];
    const matchId = await matchUp(t, friend, target);
    expect((await send(t.app, friend, matchId, 'Hi there')).status).toBe(201);
    const strangerMatch = await matchUp(t, stranger, target);
    // Four members report them: 4 × 3 points, plus not verified (2) and a new account (2) = 16 ≥ 12.
    for (let i = 0; i < 4; i += 1) await reportMember(t.app, await nextMember(), target, 'other');
    await sweep(t);

    const liked = await like(t, target, (await nextMember()).memberId);
    expect(liked.status).toBe(403);
    expect(liked.body.error).toBe(TEXT.noNewConversations);
    const first = await send(t.app, target, strangerMatch, 'Hello stranger');
    expect(first.status).toBe(403);
    expect((await send(t.app, target, matchId, 'Hi back')).status).toBe(201);
    const standing = await request(t.app).get(`${APP}/me/standing`).set('Authorization', target.auth);
    expect(standing.body.noNewConversations).toBe(true);
    expect((await feedOf(t, target)).map((n) => n.title)).toContain(TEXT.limitedTitle);

    const res = await queue(t.app, support.auth);
    const risk = (res.body.items as { _id: string; kind: string; member: { _id: string } | null }[]).find(
      (i) => i.kind === 'risk' && i.member?._id === target.memberId,
    )!;
    const detail = await request(t.app).get(`${ADMIN}/moderation/items/${risk._id}`).set('Authorization', support.auth);
    expect(detail.body.risk.score).toBeGreaterThanOrEqual(detail.body.risk.threshold);
    const limit = (
      detail.body.restrictions as { _id: string; kind: string; automatic: boolean; signals: { signal: string }[] }[]
    ).find((r) => r.kind === 'no-new-conversations')!;
    expect(limit.automatic).toBe(true);
    expect(limit.signals.map((s) => s.signal)).toEqual(expect.arrayContaining(['reports', 'not-verified']));
    // A second sweep adds no second limit or item.
    await sweep(t);
    expect(
      ((await queue(t.app, support.auth)).body.items as { kind: string; member: { _id: string } | null }[]).filter(
        (i) => i.kind === 'risk' && i.member?._id === target.memberId,
      ),
    ).toHaveLength(1);

    const lift = await request(t.app)
      .post(`${ADMIN}/moderation/restrictions/${limit._id}/lift`)
      .set('Authorization', support.auth)
      .send({ note: 'Reviewed: the reports were a group prank' });
    expect(lift.status).toBe(200);
    expect((await send(t.app, target, strangerMatch, 'Hello stranger')).status).toBe(201);
    const audit = await request(t.app)
      .get(`${ADMIN}/audit`)
      .query({ action: 'moderation.restrict' })
      .set('Authorization', superAdmin.auth);
    const entries = audit.body.entries as { action: string; admin: unknown; details: { signals?: unknown[] } | null }[];
    expect(entries.find((e) => e.action === 'moderation.restrict')).toMatchObject({ admin: null });
  });

  it('when staff mark an item CSAE and escalate it, then it goes to the top, the escalation is recorded by Admin only, and its evidence outlives the account', async () => {
    const [reporter, reported] = [await nextMember(), await nextMember()];
    await reportMember(t.app, reporter, reported, 'sexual-content', 'He sent me pictures of a child');
    await sweep(t);
    const item = await itemFor(reported);
    const marked = await request(t.app)
      .patch(`${ADMIN}/moderation/items/${item._id}`)
      .set('Authorization', support.auth)
      .send({ category: 'csae' });
    expect(marked.status).toBe(200);
    expect(
      (
        await request(t.app)
          .patch(`${ADMIN}/moderation/items/${item._id}`)
          .set('Authorization', support.auth)
          .send({ category: 'other' })
      ).status,
    ).toBe(400);
    const top = (await queue(t.app, support.auth, { priority: 'csae' })).body.items as { _id: string }[];
    expect(top.map((i) => i._id)).toContain(item._id);

    const escalation = { agency: 'NAPTIP', reference: 'NAP-2026-0042', at: new Date().toISOString() };
    const escalate = (auth: string) =>
      request(t.app)
        .post(`${ADMIN}/moderation/items/${item._id}/escalations`)
        .set('Authorization', auth)
        .send(escalation);
    expect((await escalate(support.auth)).status).toBe(403);
    expect((await escalate(admin.auth)).status).toBe(201);

    expect((await deleteAccount(t, reported)).status).toBe(200);
    const detail = await request(t.app).get(`${ADMIN}/moderation/items/${item._id}`).set('Authorization', support.auth);
    expect(detail.status).toBe(200);
    expect(detail.body.item.member).toBeNull();
    expect(detail.body.item.priority).toBe('csae');
    expect(detail.body.evidence.preserved).toMatchObject({ reason: 'He sent me pictures of a child' });
    expect(detail.body.escalations[0]).toMatchObject({ agency: 'NAPTIP', reference: 'NAP-2026-0042' });
  });

  it('when staff assign and note an item, then it is theirs and its first action time is set', async () => {
    const [reporter, reported] = [await nextMember(), await nextMember()];
    await reportMember(t.app, reporter, reported, 'moved-off-app');
    await sweep(t);
    const item = await itemFor(reported);
    expect(
      (
        await request(t.app)
          .post(`${ADMIN}/moderation/items/${item._id}/assign`)
          .set('Authorization', support.auth)
          .send({})
      ).status,
    ).toBe(200);
    expect(
      (
        await request(t.app)
          .post(`${ADMIN}/moderation/items/${item._id}/assign`)
          .set('Authorization', support.auth)
          .send({ staffId: '00000000-0000-4000-8000-000000000000' })
      ).status,
    ).toBe(404);
    expect(
      (
        await request(t.app)
          .post(`${ADMIN}/moderation/items/${item._id}/notes`)
          .set('Authorization', support.auth)
          .send({ text: 'Asked for WhatsApp twice' })
      ).status,
    ).toBe(201);
    const mine = await queue(t.app, support.auth, { mine: 'true' });
    const row = (mine.body.items as { _id: string; assignedTo: { _id: string }; firstActionAt: string | null }[]).find(
      (i) => i._id === item._id,
    );
    expect(row?.assignedTo._id).toBe(support.id);
    expect(row?.firstActionAt).not.toBeNull();
  });
  // Last: it moves the clock three days on, past every staff session above.
  it('when Admin suspends a member for 3 days, then sessions and sign-in refuse them with the reason, they appeal with the token, and the sweep lifts it when due', async () => {
    const [reporter, reported] = [await nextMember(), await nextMember()];
    await reportMember(t.app, reporter, reported, 'asked-for-money');
    await sweep(t);
    const item = await itemFor(reported);
    const actedAt = clock;
    const res = await act(t.app, admin.auth, item._id, {
      action: 'suspend',
      reason: 'Asked members for money',
      days: 3,
    });
    expect(res.status).toBe(200);
    expect((await request(t.app).get(`${APP}/me`).set('Authorization', reported.auth)).status).toBe(401);

    const refused = await signInAgain(reported.phone);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe(MEMBER_MESSAGES.accountNotActive);
    expect(refused.body.standing).toMatchObject({ action: 'suspend', reason: 'Asked members for money' });
    expect(Date.parse(refused.body.standing.until) - actedAt.getTime()).toBe(3 * 86_400_000);
    const token = refused.body.standing.appealToken as string;
    const appeal = (appealToken: string) =>
      request(t.app).post(`${APP}/appeals`).send({ appealToken, text: 'I was asking for my own money back' });
    expect((await appeal('forged.token.value')).status).toBe(401);
    expect((await appeal(token)).status).toBe(201);
    expect((await appeal(token)).status).toBe(409);
    // Once appealed, the refusal offers no second token.
    expect((await signInAgain(reported.phone)).body.standing.appealToken).toBeNull();

    await sweep(t);
    expect((await signInAgain(reported.phone)).status).toBe(403);
    clock = new Date(clock.getTime() + 3 * 86_400_000 + 60_000);
    await sweep(t);
    const back = await signInAgain(reported.phone);
    expect(back.status).toBe(200);
    const feed = await feedOf(t, { ...reported, auth: `Bearer ${back.body.accessToken}` });
    expect(feed.map((n) => n.title)).toEqual(expect.arrayContaining([TEXT.suspendedTitle, TEXT.liftedTitle]));
  });
});
