import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { memberPushTokens, members } from '../../../db/schema';
import { fcmStandIn } from '../../../test-support/fcm-stand-in';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { createPushSender } from '../push-sender';
import { firebaseMessaging, readServiceAccount } from '../../../lib/push';

const serviceAccount = () => ({
  type: 'service_account',
  project_id: 'blynd-test',
  private_key_id: 'key-1',
  private_key: generateKeyPairSync('rsa', { modulusLength: 2048 })
    .privateKey.export({ type: 'pkcs8', format: 'pem' })
    .toString(),
  client_email: 'push@blynd-test.iam.gserviceaccount.com',
  client_id: '1',
});

describe('lib/push: FCM sender', () => {
  let t: TestApp;
  let memberId: string;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    const [member] = await t.ctx.db
      .insert(members)
      .values({
        firstName: 'Pat',
        phone: '2348000000001',
        dob: '1990-01-01',
        gender: 'male',
        state: 'Lagos',
        earningStatus: 'Upstart',
      })
      .returning();
    memberId = member.id;
  });
  afterAll(() => t.close());

  const tokens = async () =>
    (await t.ctx.db.select().from(memberPushTokens).where(eq(memberPushTokens.memberId, memberId)))
      .map((r) => r.token)
      .sort();

  it('When FIREBASE_SERVICE_ACCOUNT is unset, then push reports not configured and nothing is sent', async () => {
    const sender = t.ctx.push;
    expect(sender.configured).toBe(false);
    expect(await sender.sendToMember(memberId, { title: 't', body: 'b' })).toEqual({
      status: 'not-configured',
      delivered: 0,
      failed: 0,
      pruned: 0,
    });
  });

  it('When the member has no device, then no-devices and firebase is not called', async () => {
    const messaging = fcmStandIn();
    const sender = createPushSender(t.ctx.db, t.ctx.logger, async () => messaging);
    expect((await sender.sendToMember(memberId, { title: 't', body: 'b' })).status).toBe('no-devices');
    expect(messaging.calls).toHaveLength(0);
  });

  it('When FCM calls tokens unregistered or invalid, then only those are deleted; other failures are kept', async () => {
    await t.ctx.db
      .insert(memberPushTokens)
      .values(['ok-1', 'ok-2', 'gone', 'broken', 'busy'].map((token) => ({ memberId, token })));
    const messaging = fcmStandIn({
      failing: {
        gone: 'messaging/registration-token-not-registered',
        broken: 'messaging/invalid-registration-token',
        busy: 'messaging/server-unavailable',
      },
    });
    const { calls } = messaging;
    const sender = createPushSender(t.ctx.db, t.ctx.logger, async () => messaging);
    const result = await sender.sendToMember(memberId, { title: 'Hello', body: 'World', data: { kind: 'x' } });
    expect(result).toEqual({ status: 'sent', delivered: 2, failed: 3, pruned: 2 });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ notification: { title: 'Hello', body: 'World' }, data: { kind: 'x' } });
    expect(await tokens()).toEqual(['busy', 'ok-1', 'ok-2']);
  });

  it('When more than 500 devices are stored, then FCM is called in batches of 500', async () => {
    await t.ctx.db.delete(memberPushTokens);
    await t.ctx.db
      .insert(memberPushTokens)
      .values(Array.from({ length: 1001 }, (_, i) => ({ memberId, token: `t-${i}` })));
    const messaging = fcmStandIn();
    const { calls } = messaging;
    const result = await createPushSender(t.ctx.db, t.ctx.logger, async () => messaging).sendToMember(memberId, {
      title: 't',
      body: 'b',
    });
    expect(calls.map((c) => c.tokens.length)).toEqual([500, 500, 1]);
    expect(result.delivered).toBe(1001);
  });

  it('When the service account is given as JSON or as a file path, then both are read', () => {
    const account = { project_id: 'p', client_email: 'e' };
    expect(readServiceAccount(JSON.stringify(account))).toEqual(account);
    const file = join(mkdtempSync(join(tmpdir(), 'sa-')), 'account.json');
    writeFileSync(file, JSON.stringify(account));
    expect(readServiceAccount(file)).toEqual(account);
  });

  it('When a valid service account is configured, then firebase-admin initialises a messaging client without any network call', async () => {
    const messaging = await firebaseMessaging(JSON.stringify(serviceAccount()))();
    expect(typeof messaging.sendEachForMulticast).toBe('function');
  });

  it('When the service account is unusable, then sending reports failed instead of throwing', async () => {
    await t.ctx.db.insert(memberPushTokens).values({ memberId, token: 'any' }).onConflictDoNothing();
    const result = await createPushSender(
      t.ctx.db,
      t.ctx.logger,
      firebaseMessaging('{"not":"an account"}'),
    ).sendToMember(memberId, { title: 't', body: 'b' });
    expect(result.status).toBe('failed');
  });
});
