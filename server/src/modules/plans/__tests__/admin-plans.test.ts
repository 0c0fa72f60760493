import request from 'supertest';
import { eq } from 'drizzle-orm';
import { auditLog, badgeOffers, plans } from '../../../db/schema';
import type { TestApp } from '../../../test-support/test-app';
import { adminApp, type Session } from '../../admin/__tests__/admin-kit';

describe('Admin plans and badge offers', () => {
  let t: TestApp;
  let s: Session;
  const api = (method: 'get' | 'post' | 'patch', path: string) =>
    request(t.app)[method](`/api/v1/admin${path}`).set('Authorization', s.auth);
  const planNamed = async (name: string) => (await t.ctx.db.select().from(plans).where(eq(plans.name, name)))[0];

  beforeAll(async () => {
    ({ t, s } = await adminApp());
  });
  afterAll(() => t.close());

  it('When the catalogue is read, then every plan and badge comes with its admin flags', async () => {
    const res = await api('get', '/plans');
    expect(res.status).toBe(200);
    expect(res.body.plans.map((p: { name: string }) => p.name)).toEqual(['Free', 'Spark', 'Blaze']);
    expect(res.body.plans[0]).toMatchObject({ name: 'Free', isFree: true, retired: false });
    expect(res.body.badges.map((b: { earningStatus: string }) => b.earningStatus)).toEqual([
      'Upstart',
      'Citizen',
      'Investor',
      'Elite',
    ]);
  });

  it('When a plan is created, edited and retired, then the public plans follow each step', async () => {
    const created = await api('post', '/plans').send({
      name: 'Flame',
      weeklyPrice: 6000,
      monthlyPrice: 20000,
      features: ['Everything in Blaze', 'Concierge'],
    });
    expect(created.status).toBe(201);
    expect(created.body.plan).toMatchObject({
      name: 'Flame',
      weeklyPrice: 6000,
      monthlyPrice: 20000,
      isFree: false,
      retired: false,
    });
    const publicNames = async () =>
      (await request(t.app).get('/api/v1/public/plans')).body.plans.map((p: { name: string }) => p.name);
    expect(await publicNames()).toContain('Flame');

    const edited = await api('patch', `/plans/${created.body.plan._id}`).send({
      monthlyPrice: 22000,
      features: ['Concierge'],
    });
    expect(edited.status).toBe(200);
    expect(await planNamed('Flame')).toMatchObject({ monthlyPrice: 22000, features: ['Concierge'] });

    const retired = await api('patch', `/plans/${created.body.plan._id}`).send({ retired: true });
    expect(retired.body.message).toBe('Plan Flame retired');
    expect(await publicNames()).not.toContain('Flame');
    const restored = await api('patch', `/plans/${created.body.plan._id}`).send({ retired: false });
    expect(restored.body.plan.retired).toBe(false);
    const actions = (await t.ctx.db.select().from(auditLog).where(eq(auditLog.targetId, created.body.plan._id))).map(
      (e) => e.action,
    );
    expect(actions).toEqual(['plan.create', 'plan.update', 'plan.update', 'plan.update']);
  });

  it('When the Free plan is priced, renamed or retired, then 409 and it stays as it was; its features may change', async () => {
    const free = await planNamed('Free');
    for (const change of [{ monthlyPrice: 100 }, { weeklyPrice: 1 }, { name: 'Basic' }, { retired: true }]) {
      const res = await api('patch', `/plans/${free.id}`).send(change);
      expect({ change, status: res.status, error: res.body.error }).toEqual({
        change,
        status: 409,
        error: 'The Free plan cannot be renamed, priced or retired',
      });
    }
    expect(await planNamed('Free')).toMatchObject({ weeklyPrice: 0, monthlyPrice: 0, retired: false });
    const features = await api('patch', `/plans/${free.id}`).send({ features: ['Meet people through bios'] });
    expect(features.status).toBe(200);
  });

  it('When a plan would be free or clash with another name, then it is refused', async () => {
    expect(
      (await api('post', '/plans').send({ name: 'Cheap', weeklyPrice: 0, monthlyPrice: 0, features: ['x'] })).status,
    ).toBe(400);
    expect(
      (await api('post', '/plans').send({ name: 'spark', weeklyPrice: 1, monthlyPrice: 2, features: ['x'] })).status,
    ).toBe(409);
    expect(
      (await api('post', '/plans').send({ name: 'Free', weeklyPrice: 1, monthlyPrice: 2, features: ['x'] })).status,
    ).toBe(409);
    expect(
      (await api('post', '/plans').send({ name: 'Nofeatures', weeklyPrice: 1, monthlyPrice: 2, features: [] })).status,
    ).toBe(400);
    const spark = await planNamed('Spark');
    expect((await api('patch', `/plans/${spark.id}`).send({ name: 'Blaze' })).status).toBe(409);
    expect((await api('patch', `/plans/${spark.id}`).send({ monthlyPrice: 0 })).status).toBe(400);
    expect((await api('patch', '/plans/00000000-0000-4000-8000-000000000000').send({ monthlyPrice: 5 })).status).toBe(
      404,
    );
  });

  it('When a plan is created or renamed with another plan’s name in another case, then 409 and the names stay apart', async () => {
    const blaze = await planNamed('Blaze');
    for (const [method, path, body] of [
      ['post', '/plans', { name: 'SPARK', weeklyPrice: 1, monthlyPrice: 2, features: ['x'] }],
      ['patch', `/plans/${blaze.id}`, { name: 'SPARK' }],
      ['patch', `/plans/${blaze.id}`, { name: ' spark ' }],
    ] as const) {
      const res = await api(method, path).send(body);
      expect({ method, body, status: res.status, error: res.body.error }).toEqual({
        method,
        body,
        status: 409,
        error: 'A plan with this name already exists',
      });
    }
    expect((await planNamed('Blaze')).name).toBe('Blaze');
    // A plan may change the case of its own name.
    expect((await api('patch', `/plans/${blaze.id}`).send({ name: 'BLAZE' })).status).toBe(200);
    expect((await api('patch', `/plans/${blaze.id}`).send({ name: 'Blaze' })).status).toBe(200);
  });

  it('When a badge offer is edited and retired, then the public badges follow; a second offer for a status is refused', async () => {
    const [elite] = await t.ctx.db.select().from(badgeOffers).where(eq(badgeOffers.earningStatus, 'Elite'));
    const edited = await api('patch', `/badges/${elite.id}`).send({ price: 9000, features: ['Gold badge'] });
    expect(edited.status).toBe(200);
    expect(edited.body.badge).toMatchObject({
      earningStatus: 'Elite',
      price: 9000,
      features: ['Gold badge'],
      retired: false,
    });
    await api('patch', `/badges/${elite.id}`).send({ retired: true });
    const pub = await request(t.app).get('/api/v1/public/plans');
    expect(pub.body.verificationBadge.map((b: { earningStatus: string }) => b.earningStatus)).not.toContain('Elite');
    const duplicate = await api('post', '/badges').send({ earningStatus: 'Elite', price: 100, features: ['x'] });
    expect(duplicate.status).toBe(409);
    expect((await api('post', '/badges').send({ earningStatus: 'Royal', price: 100, features: ['x'] })).status).toBe(
      400,
    );
  });

  it('When the offer of a status is missing, then it can be created', async () => {
    await t.ctx.db.delete(badgeOffers).where(eq(badgeOffers.earningStatus, 'Upstart'));
    const res = await api('post', '/badges').send({ earningStatus: 'Upstart', price: 2500, features: ['Green badge'] });
    expect(res.status).toBe(201);
    expect(res.body.badge).toMatchObject({ earningStatus: 'Upstart', price: 2500, retired: false });
    expect(await t.ctx.db.$count(auditLog, eq(auditLog.action, 'badge.create'))).toBe(1);
  });

  it('When a price is edited after the public plans were read, then the public plans show the new price at once', async () => {
    const publicPrice = async () =>
      (await request(t.app).get('/api/v1/public/plans')).body.plans.find((p: { name: string }) => p.name === 'Blaze')
        .monthlyPrice;
    const blaze = await planNamed('Blaze');
    expect(await publicPrice()).toBe(blaze.monthlyPrice);
    expect((await api('patch', `/plans/${blaze.id}`).send({ monthlyPrice: blaze.monthlyPrice + 1000 })).status).toBe(
      200,
    );
    expect(await publicPrice()).toBe(blaze.monthlyPrice + 1000);
    await api('patch', `/plans/${blaze.id}`).send({ monthlyPrice: blaze.monthlyPrice });
    expect(await publicPrice()).toBe(blaze.monthlyPrice);
  });
});
