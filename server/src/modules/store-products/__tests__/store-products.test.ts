import request from 'supertest';
import { desc, eq } from 'drizzle-orm';
import type { AdminStoreProducts, AppStoreProducts, StoreProductMapping } from '@blynd/shared';
import { auditLog, plans, tokenPacks } from '../../../db/schema';
import { APP, quickMember, type Member } from '../../../test-support/social-kit';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { createAdminSession, loginDemoAdmin, type Session } from '../../admin/__tests__/admin-kit';
import { findStoreProduct } from '../store-products.repository';

const ADMIN = '/api/v1/admin/store-products';

/** The admin list as the PUT body that keeps it: the active ids only, in the shape the control centre sends. */
const asBody = (list: AdminStoreProducts) => {
  const keep = (products: AdminStoreProducts['apple']): StoreProductMapping[] =>
    products
      .filter((product) => product.active)
      .map((product) =>
        product.kind === 'premium'
          ? { productId: product.productId, planId: product.planId, cycle: product.cycle }
          : { productId: product.productId, tokenPackId: product.tokenPackId },
      );
  return { apple: keep(list.apple), google: keep(list.google) };
};

describe('store products (the product id of each plan and cycle and each token pack, per store)', () => {
  let t: TestApp;
  let admin: Session;
  let ada: Member;

  const adminList = async () =>
    (await request(t.app).get(ADMIN).set('Authorization', admin.auth)).body as AdminStoreProducts;
  const put = (body: object, session = admin) =>
    request(t.app).put(ADMIN).set('Authorization', session.auth).send(body);
  const appList = async () =>
    (await request(t.app).get(`${APP}/store-products`).set('Authorization', ada.auth)).body as AppStoreProducts;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await loginDemoAdmin(t);
    ada = await quickMember(t, '08059990001', false);
  });
  afterAll(() => t.close());

  it("When the apps ask, then they get each store's ids for the paid plans per cycle and every pack, and a caller without a member token gets 401", async () => {
    const res = await request(t.app).get(`${APP}/store-products`).set('Authorization', ada.auth);
    expect(res.status).toBe(200);
    expect(res.body.apple).toEqual(res.body.google);
    expect(res.body.apple).toEqual(
      expect.arrayContaining([
        {
          productId: 'ng.blynd.premium.spark.weekly',
          kind: 'premium',
          planId: expect.any(String),
          planName: 'Spark',
          cycle: 'weekly',
        },
        {
          productId: 'ng.blynd.tokens.100',
          kind: 'tokens',
          tokenPackId: expect.any(String),
          tokenPackName: 'Starter',
          tokens: 100,
        },
      ]),
    );
    expect(res.body.apple).toHaveLength(7); // Spark and Blaze, weekly and monthly; three packs. Free is not sold.
    expect((await request(t.app).get(`${APP}/store-products`)).status).toBe(401);
  });

  it('When an admin gives a plan and cycle a new id, then the apps get the new one, the old stays listed inactive and still resolves, and the change is audited', async () => {
    const before = await adminList();
    const body = asBody(before);
    body.apple = body.apple.map((mapping) =>
      mapping.productId === 'ng.blynd.premium.spark.monthly'
        ? { ...mapping, productId: 'ng.blynd.premium.spark.monthly2' }
        : mapping,
    );
    const res = await put(body);
    expect(res.status).toBe(200);
    const old = res.body.apple.find((p: { productId: string }) => p.productId === 'ng.blynd.premium.spark.monthly');
    expect(old).toMatchObject({ active: false, kind: 'premium', planName: 'Spark', cycle: 'monthly' });
    expect(
      res.body.apple.find((p: { productId: string }) => p.productId === 'ng.blynd.premium.spark.monthly2'),
    ).toMatchObject({ active: true, planName: 'Spark', cycle: 'monthly' });

    const apps = await appList();
    expect(apps.apple.map((p) => p.productId)).toContain('ng.blynd.premium.spark.monthly2');
    expect(apps.apple.map((p) => p.productId)).not.toContain('ng.blynd.premium.spark.monthly');
    expect(apps.google.map((p) => p.productId)).toContain('ng.blynd.premium.spark.monthly');

    // A purchase made under the old id while the change happened still credits what it sold.
    expect(await findStoreProduct(t.ctx.db, 'apple', 'ng.blynd.premium.spark.monthly')).toMatchObject({
      kind: 'premium',
      planName: 'Spark',
      cycle: 'monthly',
      active: false,
    });
    expect(await findStoreProduct(t.ctx.db, 'apple', 'ng.blynd.unknown')).toBeUndefined();
    expect(await findStoreProduct(t.ctx.db, 'google', 'ng.blynd.premium.spark.monthly2')).toBeUndefined();

    const [entry] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'store-products.update'))
      .orderBy(desc(auditLog.createdAt))
      .limit(1);
    expect(entry).toMatchObject({
      adminId: admin.id,
      details: {
        apple: { added: ['ng.blynd.premium.spark.monthly2'], replaced: ['ng.blynd.premium.spark.monthly'] },
        google: { added: [], replaced: [] },
      },
    });

    // Listing the old id again brings it back for that plan and cycle, in place of the new one.
    body.apple = body.apple.map((mapping) =>
      mapping.productId === 'ng.blynd.premium.spark.monthly2'
        ? { ...mapping, productId: 'ng.blynd.premium.spark.monthly' }
        : mapping,
    );
    expect((await put(body)).status).toBe(200);
    expect((await appList()).apple.map((p) => p.productId)).toContain('ng.blynd.premium.spark.monthly');
  });

  it('When an id already known is mapped to something else, then 409 says so and nothing changes', async () => {
    const before = await adminList();
    const body = asBody(before);
    const [blaze] = await t.ctx.db.select().from(plans).where(eq(plans.name, 'Blaze'));
    // The replaced spark.monthly2 id, pointed at another plan and cycle: refused even though it is inactive.
    const moved = {
      ...body,
      apple: [
        ...body.apple.filter(
          (mapping) => !('planId' in mapping && mapping.planId === blaze.id && mapping.cycle === 'weekly'),
        ),
        { productId: 'ng.blynd.premium.spark.monthly2', planId: blaze.id, cycle: 'weekly' as const },
      ],
    };
    const res = await put(moved);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      error:
        'ng.blynd.premium.spark.monthly2: A store product id always sells what it was first mapped to: use a new product id',
    });
    expect(await adminList()).toEqual(before);
  });

  it('When the body is wrong, then 400 or 404 with { error } and nothing changes', async () => {
    const before = await adminList();
    const body = asBody(before);
    const [spark] = await t.ctx.db.select().from(plans).where(eq(plans.name, 'Spark'));
    const [free] = await t.ctx.db.select().from(plans).where(eq(plans.name, 'Free'));
    const cases: [object, number][] = [
      [{ apple: body.apple }, 400],
      [{ ...body, google: [{ productId: 'Ng.Blynd.Upper', planId: spark.id, cycle: 'weekly' }] }, 400],
      [{ ...body, apple: [{ productId: 'ng blynd', planId: spark.id, cycle: 'weekly' }] }, 400],
      [{ ...body, apple: [{ productId: 'ng.a', planId: spark.id, cycle: 'yearly' }] }, 400],
      [{ ...body, apple: [{ productId: 'ng.a', planId: spark.id, cycle: 'weekly', tokenPackId: spark.id }] }, 400],
      [
        {
          ...body,
          apple: [
            { productId: 'ng.a', planId: spark.id, cycle: 'weekly' },
            { productId: 'ng.a', planId: spark.id, cycle: 'monthly' },
          ],
        },
        400,
      ],
      [
        {
          ...body,
          apple: [
            { productId: 'ng.a', planId: spark.id, cycle: 'weekly' },
            { productId: 'ng.b', planId: spark.id, cycle: 'weekly' },
          ],
        },
        400,
      ],
      [{ ...body, apple: [{ productId: 'ng.a', planId: free.id, cycle: 'monthly' }] }, 400],
      [
        { ...body, apple: [{ productId: 'ng.a', planId: '00000000-0000-4000-8000-000000000000', cycle: 'weekly' }] },
        404,
      ],
      [{ ...body, apple: [{ productId: 'ng.a', tokenPackId: '00000000-0000-4000-8000-000000000000' }] }, 404],
    ];
    for (const [sent, status] of cases) {
      const res = await put(sent);
      expect([res.status, typeof res.body.error]).toEqual([status, 'string']);
    }
    expect(await adminList()).toEqual(before);
  });

  it('When Support or a member asks for the mapping, then 403 and 401; Support cannot change it either', async () => {
    const support = await createAdminSession(t, 'Support');
    expect((await request(t.app).get(ADMIN).set('Authorization', support.auth)).status).toBe(403);
    expect((await put(asBody(await adminList()), support)).status).toBe(403);
    expect((await request(t.app).get(ADMIN).set('Authorization', ada.auth)).status).toBe(401);
    expect((await request(t.app).get(ADMIN)).status).toBe(401);
  });

  it('When a plan is retired or a pack taken off sale, then the apps stop offering its ids while they still resolve', async () => {
    const [blaze] = await t.ctx.db.select().from(plans).where(eq(plans.name, 'Blaze'));
    const [starter] = await t.ctx.db.select().from(tokenPacks).where(eq(tokenPacks.name, 'Starter'));
    expect(
      (
        await request(t.app)
          .patch(`/api/v1/admin/plans/${blaze.id}`)
          .set('Authorization', admin.auth)
          .send({ retired: true })
      ).status,
    ).toBe(200);
    expect(
      (
        await request(t.app)
          .patch(`/api/v1/admin/token-packs/${starter.id}`)
          .set('Authorization', admin.auth)
          .send({ active: false })
      ).status,
    ).toBe(200);
    const ids = (await appList()).google.map((p) => p.productId);
    expect(ids).not.toContain('ng.blynd.premium.blaze.weekly');
    expect(ids).not.toContain('ng.blynd.tokens.100');
    expect(ids).toContain('ng.blynd.tokens.550');
    expect(await findStoreProduct(t.ctx.db, 'google', 'ng.blynd.tokens.100')).toMatchObject({
      kind: 'tokens',
      tokens: 100,
      active: true,
    });
  });
});

describe('store products changed at once', () => {
  let t: TestApp;
  let admin: Session;

  beforeAll(async () => {
    t = await createTestApp({ connectionTimeoutMs: 20_000 });
    admin = await loginDemoAdmin(t);
  });
  afterAll(() => t.close());

  it('When ten admins give the same plan and cycle ten new ids at once, then every change lands in turn and one id stays active', async () => {
    const listed = (await request(t.app).get(ADMIN).set('Authorization', admin.auth)).body as AdminStoreProducts;
    const body = asBody(listed);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        request(t.app)
          .put(ADMIN)
          .set('Authorization', admin.auth)
          .send({
            ...body,
            apple: body.apple.map((mapping) =>
              mapping.productId === 'ng.blynd.premium.spark.weekly'
                ? { ...mapping, productId: `ng.race.${i}` }
                : mapping,
            ),
          }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    const after = (await request(t.app).get(ADMIN).set('Authorization', admin.auth)).body as AdminStoreProducts;
    const sparkWeekly = after.apple.filter(
      (product) => product.kind === 'premium' && product.planName === 'Spark' && product.cycle === 'weekly',
    );
    expect(sparkWeekly).toHaveLength(11);
    expect(sparkWeekly.filter((product) => product.active)).toHaveLength(1);
  });
});
