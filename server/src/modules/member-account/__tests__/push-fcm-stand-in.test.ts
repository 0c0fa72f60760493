import { Agent, createServer, type Server } from 'node:https';
import { connect } from 'node:tls';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import type { MulticastMessage } from 'firebase-admin/messaging';
import { DEFAULT_NOTIFICATION_PREFERENCES } from '@blynd/shared';
import { memberNotificationSettings, memberPushTokens, members } from '../../../db/schema';
import type { PushMessaging } from '../../../lib/push';
import { createPushSender } from '../../notifications/push-sender';
import { drainJobs } from '../../../test-support/jobs';
import { selfSignedCertificate } from '../../../test-support/self-signed-certificate';
import { createLogger } from '../../../lib/logger';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { loginDemoAdmin } from '../../admin/__tests__/admin-kit';

/**
 * A local stand-in of FCM's HTTP v1 API (`POST /v1/projects/{project}/messages:send`), reached by the real
 * firebase-admin client: its HTTPS agent connects every request to this server instead of
 * fcm.googleapis.com. Tokens named `dead-*` are answered the way FCM answers an uninstalled app.
 */
async function startFcmStandIn() {
  const { privateKey, certificate } = selfSignedCertificate('fcm.googleapis.com', 1);
  const sent: {
    path: string;
    authorization: string | undefined;
    message: { token: string; notification?: unknown; data?: Record<string, string> };
  }[] = [];
  const server: Server = createServer({ key: privateKey, cert: certificate }, (req, res) => {
    let body = '';
    req
      .on('data', (chunk) => (body += chunk))
      .on('end', () => {
        const { message } = JSON.parse(body) as { message: { token: string } };
        sent.push({ path: req.url!, authorization: req.headers.authorization, message });
        res.setHeader('Content-Type', 'application/json');
        if (message.token.startsWith('dead-')) {
          res.writeHead(404).end(
            JSON.stringify({
              error: {
                code: 404,
                message: 'Requested entity was not found.',
                status: 'NOT_FOUND',
                details: [
                  { '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError', errorCode: 'UNREGISTERED' },
                ],
              },
            }),
          );
          return;
        }
        res.writeHead(200).end(JSON.stringify({ name: `projects/blynd-test/messages/${sent.length}` }));
      });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const port = (server.address() as { port: number }).port;
  // Every HTTPS connection firebase-admin opens goes to the stand-in (its self-signed certificate is accepted here only).
  const agent = new Agent({ keepAlive: true, maxSockets: 20 });
  (agent as unknown as { createConnection: typeof connect }).createConnection = ((
    options: object,
    callback?: () => void,
  ) => connect({ ...options, host: '127.0.0.1', port, rejectUnauthorized: false }, callback)) as typeof connect;
  return { server, agent, sent };
}

async function firebaseMessagingAt(agent: Agent): Promise<PushMessaging> {
  const { initializeApp } = await import('firebase-admin/app');
  const { getMessaging } = await import('firebase-admin/messaging');
  const app = initializeApp(
    {
      projectId: 'blynd-test',
      httpAgent: agent,
      credential: { getAccessToken: async () => ({ access_token: 'stand-in-access-token', expires_in: 3600 }) },
    },
    `fcm-stand-in-${Date.now()}`,
  );
  const messaging = getMessaging(app);
  // HTTP/1.1 goes through httpAgent; the HTTP/2 transport would open its own session to Google.
  messaging.enableLegacyHttpTransport();
  return messaging;
}

describe('Push through firebase-admin against a local FCM stand-in', () => {
  let t: TestApp;
  let standIn: Awaited<ReturnType<typeof startFcmStandIn>>;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    standIn = await startFcmStandIn();
  });
  afterAll(async () => {
    standIn.agent.destroy();
    standIn.server.close();
    await t.close();
  });

  it('When a member has 1,100 devices, then FCM gets 3 multicast batches, every device once, and the unregistered tokens are deleted', async () => {
    const [member] = await t.ctx.db
      .insert(members)
      .values({
        firstName: 'Pat',
        phone: '2348000000077',
        dob: '1990-01-01',
        gender: 'male',
        state: 'Lagos',
        earningStatus: 'Upstart',
      })
      .returning();
    const tokens = Array.from({ length: 1100 }, (_, i) => (i % 100 === 7 ? `dead-${i}` : `live-${i}`));
    await t.ctx.db
      .insert(memberPushTokens)
      .values(tokens.map((token) => ({ memberId: member.id, token, platform: 'android' })));

    const messaging = await firebaseMessagingAt(standIn.agent);
    const batches: MulticastMessage[] = [];
    const counted: PushMessaging = {
      sendEachForMulticast: (message, dryRun) => (
        batches.push(message),
        messaging.sendEachForMulticast(message, dryRun)
      ),
    };
    const result = await createPushSender(t.ctx.db, t.ctx.logger, async () => counted).sendToMember(member.id, {
      title: 'Hello',
      body: 'A message from Blynd',
      data: { kind: 'admin-notification' },
    });

    expect(batches.map((batch) => batch.tokens.length)).toEqual([500, 500, 100]);
    expect(standIn.sent).toHaveLength(1100);
    expect(new Set(standIn.sent.map((s) => s.message.token)).size).toBe(1100);
    expect(
      standIn.sent.every(
        (s) => s.path === '/v1/projects/blynd-test/messages:send' && s.authorization === 'Bearer stand-in-access-token',
      ),
    ).toBe(true);
    expect(JSON.stringify(standIn.sent.map((s) => s.message.data))).not.toMatch(/photos|https?:/);
    expect(result).toMatchObject({ status: 'sent', delivered: 1089, pruned: 11 });
    const left = await t.ctx.db
      .select({ token: memberPushTokens.token })
      .from(memberPushTokens)
      .where(eq(memberPushTokens.memberId, member.id));
    expect(left).toHaveLength(1089);
    expect(left.some((row) => row.token.startsWith('dead-'))).toBe(false);
  });
});

describe('System messages pushed to every member device', () => {
  let t: TestApp;
  let standIn: Awaited<ReturnType<typeof startFcmStandIn>>;
  beforeAll(async () => {
    standIn = await startFcmStandIn();
    const messaging = firebaseMessagingAt(standIn.agent);
    t = await createTestApp({
      overrides: (database) => ({ push: createPushSender(database.db, createLogger('silent'), () => messaging) }),
    });
  });
  afterAll(async () => {
    standIn.agent.destroy();
    standIn.server.close();
    await t.close();
  });

  it('When an admin sends a system message, then every active member device gets it once, blocked members get nothing, and dead tokens go', async () => {
    const [active, other, blocked] = await Promise.all(
      ['2348031234501', '2348031234503', '2348031234505'].map(
        async (phone) => (await t.ctx.db.select().from(members).where(eq(members.phone, phone)))[0]!,
      ),
    );
    expect(blocked.isBlocked).toBe(true);
    await t.ctx.db.insert(memberPushTokens).values([
      ...Array.from({ length: 700 }, (_, i) => ({
        memberId: active.id,
        token: `live-a-${String(i).padStart(4, '0')}`,
        platform: 'android',
      })),
      { memberId: other.id, token: 'live-other', platform: 'ios' },
      { memberId: other.id, token: 'dead-other', platform: 'ios' },
      { memberId: blocked.id, token: 'live-blocked', platform: 'android' },
    ]);
    // News push is on the daily digest by default; these members take it instantly (decision 0177).
    const instantNews = {
      ...DEFAULT_NOTIFICATION_PREFERENCES,
      kinds: { ...DEFAULT_NOTIFICATION_PREFERENCES.kinds, news: { push: 'instant', email: 'off', inApp: 'instant' } },
    } as const;
    for (const member of [active, other, blocked])
      await t.ctx.db
        .insert(memberNotificationSettings)
        .values({ memberId: member.id, preferences: instantNews, updatedAt: new Date() })
        .onConflictDoUpdate({ target: memberNotificationSettings.memberId, set: { preferences: instantNews } });
    const admin = await loginDemoAdmin(t);
    const res = await request(t.app)
      .post('/api/v1/admin/sendsystemmessage')
      .set('Authorization', admin.auth)
      .send({ adminId: admin.id, title: 'New feature', message: 'Matches now show shared interests' });
    expect(res.status).toBe(201);

    // The push is a queued job run after the answer; the test runs it here, then waits for the stand-in (bounded).
    await drainJobs(t.ctx);
    for (let i = 0; i < 100 && standIn.sent.length < 702; i++) await new Promise((resolve) => setTimeout(resolve, 100));
    const tokens = standIn.sent.map((s) => s.message.token);
    expect(tokens).toHaveLength(702);
    expect(new Set(tokens).size).toBe(702);
    expect(tokens).not.toContain('live-blocked');
    expect(standIn.sent.every((s) => s.message.data?.kind === 'announcement')).toBe(true);
    for (
      let i = 0;
      i < 50 && (await t.ctx.db.$count(memberPushTokens, eq(memberPushTokens.token, 'dead-other'))) > 0;
      i++
    )
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await t.ctx.db.$count(memberPushTokens, eq(memberPushTokens.token, 'dead-other'))).toBe(0);
  });
});
