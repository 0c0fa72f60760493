import request from 'supertest';
import { APP, createSocialApp, like, type Member } from '../../../test-support/social-kit';
import { openMember, setPhotoState, uploadUnscreened } from '../../../test-support/photo-states';

type Card = { photos: { count: number; ids?: string[] } };

/**
 * An unlock accepted while the owner's second photo is still being checked (decision 0147): on the PostgreSQL server
 * the accept, the screening verdict (`held`) and the partner's reads run at once on separate connections. No read,
 * before, during or after the unlock, may count, list or send the photo that was never approved.
 */
describe('An unlock accepted while a photo is still checking never exposes it', () => {
  let t: Awaited<ReturnType<typeof createSocialApp>>;
  let ada: Member;
  let bola: Member;
  let approved: string;
  let checking: string;

  const get = (member: Member, path: string) => request(t.app).get(`${APP}${path}`).set('Authorization', member.auth);
  beforeAll(async () => {
    t = await createSocialApp();
    ada = await openMember(t, '08061880001');
    bola = await openMember(t, '08061880002');
    approved = await uploadUnscreened(t, ada, '#22aa44');
    checking = await uploadUnscreened(t, ada, '#aa2244');
    await setPhotoState(t, approved, { status: 'approved' });
  });
  afterAll(() => t.close());

  it('When the partner accepts and reads at once while the screening holds the photo, then only the approved photo is ever shown', async () => {
    await like(t, ada, bola.memberId);
    const matchId = (await like(t, bola, ada.memberId)).body.match._id as string;
    const requestId = (
      await request(t.app).post(`${APP}/matches/${matchId}/photo-request`).set('Authorization', ada.auth)
    ).body._id as string;

    // What each read exposed of the photo being checked, and whether it already saw the unlock.
    type Seen = { exposed: boolean; unlocked: boolean };
    const readCard = async (): Promise<Seen> => {
      const ids = ((await get(bola, `/members/${ada.memberId}`)).body as Card).photos.ids ?? [];
      return { exposed: ids.includes(checking), unlocked: ids.includes(approved) };
    };
    const readMatches = async (): Promise<Seen> => {
      const items = (await get(bola, '/matches')).body.items as { member: Card }[];
      const ids = items.flatMap((item) => item.member.photos.ids ?? []);
      return { exposed: ids.includes(checking), unlocked: ids.includes(approved) };
    };
    const readBytes = async (): Promise<Seen> => {
      const [hidden, shown] = await Promise.all([get(bola, `/photos/${checking}`), get(bola, `/photos/${approved}`)]);
      return { exposed: hidden.status !== 404, unlocked: shown.status === 200 };
    };
    const reads = [readCard, readMatches, readBytes];

    const accept = request(t.app).post(`${APP}/photo-requests/${requestId}/accept`).set('Authorization', bola.auth);
    const verdict = setPhotoState(t, checking, { status: 'held', reason: 'not-you' });
    const during = Array.from({ length: 24 }, (_, i) => reads[i % reads.length]!());
    const [accepted, , ...seen] = await Promise.all([accept, verdict, ...during]);
    expect(accepted.status).toBe(200);
    const after = await Promise.all(reads.map((read) => read()));

    expect([...seen, ...after].filter((s) => s.exposed)).toEqual([]);
    expect(after.every((s) => s.unlocked)).toBe(true);
    const card = (await get(bola, `/members/${ada.memberId}`)).body as Card;
    expect(card.photos).toMatchObject({ count: 1, ids: [approved] });
  });
});
