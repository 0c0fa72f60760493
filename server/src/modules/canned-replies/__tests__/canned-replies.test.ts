import request from 'supertest';
import { and, eq } from 'drizzle-orm';
import { CANNED_REPLY_MESSAGES, MESSAGES } from '@blynd/shared';
import { auditLog, cannedReplies } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { createAdminSession, type Session } from '../../admin/__tests__/admin-kit';

describe('Admin API: canned replies', () => {
  let t: TestApp;
  let superAdmin: Session;
  let adminRole: Session;
  let support: Session;
  const call = (session: Session, method: 'get' | 'post' | 'put' | 'delete', path = '') =>
    request(t.app)[method](`/api/v1/admin/cannedreplies${path}`).set('Authorization', session.auth);

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    superAdmin = await createAdminSession(t, 'Super Admin');
    adminRole = await createAdminSession(t, 'Admin');
    support = await createAdminSession(t, 'Support');
  });
  afterAll(() => t.close());

  it('When an Admin adds, changes and deletes a canned reply, then each is kept, listed by title and audit-logged', async () => {
    const created = await call(adminRole, 'post').send({
      title: '  Refund on its way ',
      body: 'Your refund was sent today; banks take 3 to 5 working days.',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      message: CANNED_REPLY_MESSAGES.created,
      reply: { title: 'Refund on its way', updatedBy: { _id: adminRole.id } },
    });
    await call(superAdmin, 'post').send({ title: 'Account deletion', body: 'Open Settings, then Delete account.' });

    const listed = await call(support, 'get');
    expect(listed.status).toBe(200);
    expect(listed.body.replies.map((r: { title: string }) => r.title)).toEqual([
      'Account deletion',
      'Refund on its way',
    ]);

    const id = created.body.reply._id as string;
    const updated = await call(superAdmin, 'put', `/${id}`).send({
      title: 'Refund sent',
      body: 'Sent today.',
      version: 1,
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      message: CANNED_REPLY_MESSAGES.updated,
      reply: { _id: id, title: 'Refund sent', body: 'Sent today.', updatedBy: { _id: superAdmin.id } },
    });

    const deleted = await call(adminRole, 'delete', `/${id}`);
    expect(deleted.body).toEqual({ message: CANNED_REPLY_MESSAGES.deleted });
    expect(await t.ctx.db.$count(cannedReplies, eq(cannedReplies.id, id))).toBe(0);
    for (const action of ['canned-reply.create', 'canned-reply.update', 'canned-reply.delete']) {
      expect(await t.ctx.db.$count(auditLog, and(eq(auditLog.action, action), eq(auditLog.targetId, id)))).toBe(1);
    }
  });

  it('When Support tries to add, change or delete one, then 403 and nothing changes', async () => {
    const [reply] = await t.ctx.db.select().from(cannedReplies).limit(1);
    const before = await t.ctx.db.select().from(cannedReplies);
    for (const res of [
      await call(support, 'post').send({ title: 'Mine', body: 'Text' }),
      await call(support, 'put', `/${reply.id}`).send({ title: 'Mine', body: 'Text', version: reply.version }),
      await call(support, 'delete', `/${reply.id}`),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.error).toBe(MESSAGES.forbidden);
    }
    expect(await t.ctx.db.select().from(cannedReplies)).toEqual(before);
  });

  it('When a title is taken in any letter case, then 409; a missing field reads Please fill all fields; an unknown id 404', async () => {
    const [reply] = await t.ctx.db.select().from(cannedReplies).limit(1);
    const duplicate = await call(adminRole, 'post').send({ title: reply.title.toUpperCase(), body: 'Other' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.error).toBe(CANNED_REPLY_MESSAGES.duplicateTitle);
    const other = await call(adminRole, 'post').send({ title: 'Another', body: 'Text' });
    const renamed = await call(adminRole, 'put', `/${other.body.reply._id}`).send({
      title: reply.title,
      body: 'Text',
      version: 1,
    });
    expect(renamed.status).toBe(409);
    for (const body of [{ title: ' ', body: 'x' }, { title: 'x' }, {}]) {
      const res = await call(adminRole, 'post').send(body);
      expect({ status: res.status, error: res.body.error }).toEqual({ status: 400, error: MESSAGES.fillAllFields });
    }
    const tooLong = await call(adminRole, 'post').send({ title: 'x'.repeat(81), body: 'x' });
    expect(tooLong.status).toBe(400);
    const missing = await call(adminRole, 'put', '/00000000-0000-4000-8000-000000000000').send({
      title: 'x',
      body: 'y',
      version: 1,
    });
    expect({ status: missing.status, error: missing.body.error }).toEqual({
      status: 404,
      error: CANNED_REPLY_MESSAGES.notFound,
    });
    expect((await call(adminRole, 'delete', '/not-an-id')).status).toBe(400);
    expect((await request(t.app).get('/api/v1/admin/cannedreplies')).status).toBe(401);
  });

  it('When two Admins edit the same canned reply from the same version, then the second gets 409 and the first edit stays', async () => {
    const created = await call(adminRole, 'post').send({ title: 'Verification delays', body: 'Checks take a day.' });
    const { _id: id, version } = created.body.reply;
    expect(version).toBe(1);
    const first = await call(adminRole, 'put', `/${id}`).send({
      title: 'Verification delays',
      body: 'Checks take two days.',
      version,
    });
    expect(first.body.reply).toMatchObject({ body: 'Checks take two days.', version: 2 });
    const stale = await call(superAdmin, 'put', `/${id}`).send({
      title: 'Verification delays',
      body: 'Checks are instant.',
      version,
    });
    expect({ status: stale.status, error: stale.body.error }).toEqual({
      status: 409,
      error: CANNED_REPLY_MESSAGES.staleEdit,
    });
    const [row] = await t.ctx.db.select().from(cannedReplies).where(eq(cannedReplies.id, id));
    expect(row).toMatchObject({ body: 'Checks take two days.', version: 2 });
    const noVersion = await call(superAdmin, 'put', `/${id}`).send({
      title: 'Verification delays',
      body: 'Checks are instant.',
    });
    expect({ status: noVersion.status, error: noVersion.body.error }).toEqual({
      status: 400,
      error: CANNED_REPLY_MESSAGES.versionRequired,
    });
  });
});
