import request from 'supertest';
import { APP, createSocialApp, like, signedUpMember, type Member } from '../../../test-support/social-kit';

/**
 * A Free member is told how many liked them and nothing else (decision 0075). Whatever the member does to one
 * person and then undoes must leave that number as it was, or doing it to each person in turn names the liker.
 */
describe('The Free likes-received count keeps the likers secret', () => {
  let t: Awaited<ReturnType<typeof createSocialApp>>;
  let viewer: Member;
  let liker: Member;
  let stranger: Member;

  const freeCount = async () => {
    const res = await request(t.app).get(`${APP}/likes/received`).set('Authorization', viewer.auth);
    expect(res.body.premiumRequired).toBe(true);
    return res.body.count as number;
  };
  const as = (method: 'post' | 'delete' | 'patch', path: string, body?: object) =>
    request(t.app)[method](`${APP}${path}`).set('Authorization', viewer.auth).send(body);

  beforeAll(async () => {
    t = await createSocialApp();
    viewer = await signedUpMember(t, '08061550001', { firstName: 'Viewer' });
    liker = await signedUpMember(t, '08061550002', { firstName: 'Liker', gender: 'Male', interestedIn: ['Female'] });
    stranger = await signedUpMember(t, '08061550003', {
      firstName: 'Stranger',
      gender: 'Male',
      interestedIn: ['Female'],
    });
    expect((await like(t, liker, viewer.memberId)).status).toBe(200);
  });
  afterAll(() => t.close());

  const actions: [string, (target: Member) => Promise<unknown>, (target: Member) => Promise<unknown>][] = [
    ['a pass', (m) => as('post', `/discover/${m.memberId}/pass`), (m) => as('delete', `/passes/${m.memberId}`)],
    ['a block', (m) => as('post', '/blocks', { memberId: m.memberId }), (m) => as('delete', `/blocks/${m.memberId}`)],
    [
      'a report without a block',
      (m) => as('post', '/reports', { kind: 'user', memberId: m.memberId, reason: 'Testing', alsoBlock: false }),
      async () => undefined,
    ],
    [
      'a report with a block',
      (m) => as('post', '/reports', { kind: 'user', memberId: m.memberId, reason: 'Testing' }),
      (m) => as('delete', `/blocks/${m.memberId}`),
    ],
    [
      'hiding from discover',
      () => as('patch', '/me', { discoverable: false }),
      () => as('patch', '/me', { discoverable: true }),
    ],
  ];

  it.each(actions)(
    'When the Free member applies %s to the liker or to a stranger and undoes it, then the count says the same at every step',
    async (_name, act, undo) => {
      expect(await freeCount()).toBe(1);
      for (const target of [liker, stranger]) {
        await act(target);
        expect(await freeCount()).toBe(1);
        await undo(target);
        expect(await freeCount()).toBe(1);
      }
    },
  );
});
