import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { Agent, createServer, type Server } from 'node:https';
import { connect } from 'node:tls';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { MulticastMessage } from 'firebase-admin/messaging';
import { memberPushTokens, members } from '../../../db/schema';
import { createPushSender, type PushMessaging } from '../../../lib/push';
import { createTestApp, type TestApp } from '../../../test-support/test-app';

/**
 * A local stand-in of FCM's HTTP v1 API (`POST /v1/projects/{project}/messages:send`), reached by the real
 * firebase-admin client: its HTTPS agent connects every request to this server instead of
 * fcm.googleapis.com. Tokens named `dead-*` are answered the way FCM answers an uninstalled app.
 */
async function startFcmStandIn() {
  const dir = mkdtempSync(join(tmpdir(), 'fcm-stand-in-'));
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-subj', '/CN=fcm.googleapis.com', '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem'), '-days', '1'], { stdio: 'ignore' });
  const sent: { path: string; authorization: string | undefined; message: { token: string; notification?: unknown; data?: Record<string, string> } }[] = [];
  const server: Server = createServer({ key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) }, (req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk)).on('end', () => {
      const { message } = JSON.parse(body) as { message: { token: string } };
      sent.push({ path: req.url!, authorization: req.headers.authorization, message });
      res.setHeader('Content-Type', 'application/json');
      if (message.token.startsWith('dead-')) {
        res.writeHead(404).end(JSON.stringify({
          error: { code: 404, message: 'Requested entity was not found.', status: 'NOT_FOUND', details: [{ '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError', errorCode: 'UNREGISTERED' }] },
        }));
        return;
      }
      res.writeHead(200).end(JSON.stringify({ name: `projects/blynd-test/messages/${sent.length}` }));
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const port = (server.address() as { port: number }).port;
  // Every HTTPS connection firebase-admin opens goes to the stand-in (its self-signed certificate is accepted here only).
  const agent = new Agent({ keepAlive: true, maxSockets: 20 });
  (agent as unknown as { createConnection: typeof connect }).createConnection = ((options: object, callback?: () => void) =>
    connect({ ...options, host: '127.0.0.1', port, rejectUnauthorized: false }, callback)) as typeof connect;
  return { server, agent, sent };
}

async function firebaseMessagingAt(agent: Agent): Promise<PushMessaging> {
  const { initializeApp } = await import('firebase-admin/app');
  const { getMessaging } = await import('firebase-admin/messaging');
  const app = initializeApp(
    { projectId: 'blynd-test', httpAgent: agent, credential: { getAccessToken: async () => ({ access_token: 'stand-in-access-token', expires_in: 3600 }) } },
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
    const [member] = await t.ctx.db.insert(members).values({ firstName: 'Pat', phone: '2348000000077', dob: '1990-01-01', gender: 'male', state: 'Lagos', earningStatus: 'Upstart' }).returning();
    const tokens = Array.from({ length: 1100 }, (_, i) => (i % 100 === 7 ? `dead-${i}` : `live-${i}`));
    await t.ctx.db.insert(memberPushTokens).values(tokens.map((token) => ({ memberId: member.id, token, platform: 'android' })));

    const messaging = await firebaseMessagingAt(standIn.agent);
    const batches: MulticastMessage[] = [];
    const counted: PushMessaging = { sendEachForMulticast: (message, dryRun) => (batches.push(message), messaging.sendEachForMulticast(message, dryRun)) };
    const result = await createPushSender(t.ctx.db, t.ctx.logger, async () => counted).sendToMember(member.id, { title: 'Hello', body: 'A message from Blynd', data: { kind: 'admin-notification' } });

    expect(batches.map((batch) => batch.tokens.length)).toEqual([500, 500, 100]);
    expect(standIn.sent).toHaveLength(1100);
    expect(new Set(standIn.sent.map((s) => s.message.token)).size).toBe(1100);
    expect(standIn.sent.every((s) => s.path === '/v1/projects/blynd-test/messages:send' && s.authorization === 'Bearer stand-in-access-token')).toBe(true);
    expect(JSON.stringify(standIn.sent.map((s) => s.message.data))).not.toMatch(/photos|https?:/);
    expect(result).toMatchObject({ status: 'sent', delivered: 1089, pruned: 11 });
    const left = await t.ctx.db.select({ token: memberPushTokens.token }).from(memberPushTokens).where(eq(memberPushTokens.memberId, member.id));
    expect(left).toHaveLength(1089);
    expect(left.some((row) => row.token.startsWith('dead-'))).toBe(false);
  });
});
