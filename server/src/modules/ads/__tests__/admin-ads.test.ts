import request from 'supertest';
import { and, eq } from 'drizzle-orm';
import { adReservations, adSlots, auditLog } from '../../../db/schema';
import type { TestApp } from '../../../test-support/test-app';
import { adminApp, type Session } from '../../admin/__tests__/admin-kit';

describe('Admin ads management', () => {
  let t: TestApp;
  let s: Session;
  const api = (method: 'get' | 'patch', path: string) =>
    request(t.app)[method](`/api/v1/admin${path}`).set('Authorization', s.auth);

  beforeAll(async () => {
    ({ t, s } = await adminApp());
  });
  afterAll(() => t.close());

  it('When the slot set is read, then it has the public shape with the three slots', async () => {
    const res = await api('get', '/ads');
    expect(res.status).toBe(200);
    expect(res.body.adSlotSet).toMatchObject({
      active: true,
      mediaBuyer: 'Blynd Ads Desk',
      filterSlot: { available: true, visits: 412 },
      chatSlot: { available: false },
    });
  });

  it('When the media buyer and active flag change, then the public ads answer shows them', async () => {
    const res = await api('patch', '/ads').send({ mediaBuyer: 'Acme Media', active: false });
    expect(res.status).toBe(200);
    expect(res.body.adSlotSet).toMatchObject({ mediaBuyer: 'Acme Media', active: false });
    const pub = await request(t.app).get('/api/v1/public/ads');
    expect(pub.body).toMatchObject({ mediaBuyer: 'Acme Media', active: false });
    expect((await api('patch', '/ads').send({})).status).toBe(400);
  });

  it('When a slot is edited, then availability, image, link and amount are saved and visits reset on request', async () => {
    const res = await api('patch', '/ads/slots/filterSlot').send({
      available: false,
      imgUrl: '/media/ads/new.svg',
      link: 'https://example.com/new',
      amount: 20000,
      resetVisits: true,
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Explore users slot saved');
    expect(res.body.adSlotSet.filterSlot).toEqual({
      available: false,
      imgUrl: '/media/ads/new.svg',
      link: 'https://example.com/new',
      amount: 20000,
      visits: 0,
    });
    const [row] = await t.ctx.db.select().from(adSlots).where(eq(adSlots.slotKey, 'filterSlot'));
    expect(row).toMatchObject({ available: false, amount: 20000, visits: 0 });
    expect(await t.ctx.db.$count(auditLog, eq(auditLog.action, 'ads.slot.update'))).toBe(1);
  });

  it('When a slot edit is malformed, then 400', async () => {
    expect((await api('patch', '/ads/slots/bannerSlot').send({ available: true })).status).toBe(400);
    expect((await api('patch', '/ads/slots/chatSlot').send({ amount: -1 })).status).toBe(400);
    expect((await api('patch', '/ads/slots/chatSlot').send({ link: 'javascript:alert(1)' })).status).toBe(400);
  });

  it('When an image URL or link is javascript:, data:, http: or protocol-relative, then 400 and the slot keeps its values; https and site paths pass', async () => {
    const [before] = await t.ctx.db.select().from(adSlots).where(eq(adSlots.slotKey, 'chatSlot'));
    for (const value of [
      'javascript:alert(document.cookie)',
      'data:image/svg+xml,<svg onload=alert(1)>',
      'http://example.com/a.png',
      '//evil.example/a.png',
    ]) {
      for (const field of ['imgUrl', 'link']) {
        const res = await api('patch', '/ads/slots/chatSlot').send({ [field]: value });
        expect({ field, value, status: res.status }).toEqual({ field, value, status: 400 });
      }
    }
    const [after] = await t.ctx.db.select().from(adSlots).where(eq(adSlots.slotKey, 'chatSlot'));
    expect(after).toEqual(before);
    const ok = await api('patch', '/ads/slots/chatSlot').send({
      imgUrl: 'https://cdn.example.com/ad.png',
      link: '/premium',
    });
    expect(ok.status).toBe(200);
  });

  it('When reservations are listed and one is marked handled, then the flag is stored and the filters follow', async () => {
    const all = await api('get', '/ads/reservations');
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ total: 5, unhandledCount: 3, page: 1, pageSize: 10 });
    const open = await api('get', '/ads/reservations?handled=false');
    expect(open.body.reservations).toHaveLength(3);
    const target = open.body.reservations[0];
    const res = await api('patch', `/ads/reservations/${target._id}`).send({ handled: true });
    expect(res.status).toBe(200);
    expect(res.body.reservation).toMatchObject({ _id: target._id, handled: true });
    const [row] = await t.ctx.db.select().from(adReservations).where(eq(adReservations.id, target._id));
    expect(row.handled).toBe(true);
    expect((await api('get', '/ads/reservations')).body.unhandledCount).toBe(2);
    expect(
      await t.ctx.db.$count(
        auditLog,
        and(eq(auditLog.action, 'ads.reservation.update'), eq(auditLog.targetId, target._id)),
      ),
    ).toBe(1);
    expect(
      (await api('patch', '/ads/reservations/00000000-0000-4000-8000-000000000000').send({ handled: true })).status,
    ).toBe(404);
  });

  it('When a slot changes after the public ads were read, then the public ads show the change at once', async () => {
    const publicChatSlot = async () => (await request(t.app).get('/api/v1/public/ads')).body.chatSlot;
    const before = await publicChatSlot();
    expect(
      (await api('patch', '/ads/slots/chatSlot').send({ available: !before.available, amount: before.amount + 500 }))
        .status,
    ).toBe(200);
    expect(await publicChatSlot()).toMatchObject({ available: !before.available, amount: before.amount + 500 });
  });
});
