import request from 'supertest';
import { eq } from 'drizzle-orm';
import { CHAT_SAFETY_MESSAGES } from '@blynd/shared';
import { members, textDetections } from '../../../db/schema';
import { createSocialApp, quickMember, APP, type Member } from '../../../test-support/social-kit';

describe('Detectors on bios and prompt answers (decision 0150)', () => {
  let t: Awaited<ReturnType<typeof createSocialApp>>;
  let phone = 0;
  const nextMember = () => quickMember(t, `0809${String(5550000 + ++phone).padStart(7, '0')}`, false);
  beforeAll(async () => {
    t = await createSocialApp();
  });
  afterAll(() => t.close());

  const patch = (member: Member, body: object) =>
    request(t.app).patch(`${APP}/me`).set('Authorization', member.auth).send(body);
  const detectionsOf = (memberId: string) =>
    t.ctx.db.select().from(textDetections).where(eq(textDetections.memberId, memberId));
  const stored = async (memberId: string) =>
    (await t.ctx.db.select().from(members).where(eq(members.id, memberId)))[0]!;

  it.each([
    ['a phone number', { bio: 'Lagos babe, call me on 0803 123 4567' }],
    ['a WhatsApp move', { bio: 'Chat me on WhatsApp, I rarely come here' }],
    ['a link', { prompts: [{ promptId: 'small-joy', answer: 'My page www.example-fans.com' }] }],
  ])(
    'When a bio or prompt answer holds contact details (%s), then the PATCH is refused with 400 and nothing is written',
    async (_, body) => {
      const ada = await nextMember();
      const before = await stored(ada.memberId);
      const res = await patch(ada, { ...body, state: 'Kano' });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: CHAT_SAFETY_MESSAGES.contactInProfile });
      const after = await stored(ada.memberId);
      expect([after.bio, after.prompts, after.state]).toEqual([before.bio, before.prompts, before.state]);
      expect(await detectionsOf(ada.memberId)).toEqual([]);
    },
  );

  it('When a bio or prompt answer reads as another kind, then it is saved and a detection is recorded for staff with its source, once per new text', async () => {
    const ada = await nextMember();
    const bio = 'Looking for a serious man. Abeg send me 5k for transport first, I go pay you back';
    const saved = await patch(ada, { bio });
    expect(saved.status).toBe(200);
    expect(saved.body.bio).toBe(bio);
    const prompts = [{ promptId: 'looking-for', answer: 'Invest with my forex platform and double your money' }];
    expect((await patch(ada, { prompts })).status).toBe(200);
    // The same texts again are not new: nothing more is recorded.
    expect((await patch(ada, { bio, prompts })).status).toBe(200);
    const rows = await detectionsOf(ada.memberId);
    expect(rows.map((r) => [r.source, r.kind, r.matchId, r.messageId, r.early]).sort()).toEqual([
      ['bio', 'money-request', null, null, true],
      ['prompt', 'investment', null, null, true],
    ]);
    expect(rows.find((r) => r.kind === 'money-request')!.weight).toBe(2);
  });

  it('When a bio is everyday text, then nothing is recorded', async () => {
    const ada = await nextMember();
    expect((await patch(ada, { bio: 'I love jollof, football and my money is my own business' })).status).toBe(200);
    expect(await detectionsOf(ada.memberId)).toEqual([]);
  });
});
