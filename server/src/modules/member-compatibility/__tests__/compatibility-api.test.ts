import request from 'supertest';
import { CATALOGUES } from '@blynd/shared';
import { memberBlocks, memberMatches } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { finishSignup, signInMember } from '../../../test-support/member-session';
import { quickMember, type Member } from '../../../test-support/social-kit';

const APP = '/api/v1/app';

describe('Compatibility answers, catalogues and conversation starters (decisions 0090, 0092)', () => {
  let t: TestApp;
  let phone = 0;
  const nextPhone = () => `0809200${String(++phone).padStart(4, '0')}`;
  const patchMe = (m: Member, body: object) =>
    request(t.app).patch(`${APP}/me`).set('Authorization', m.auth).send(body);
  const starters = (m: Member, matchId: string) =>
    request(t.app).get(`${APP}/matches/${matchId}/starters`).set('Authorization', m.auth);
  async function matchOf(a: Member, b: Member, endedAt: Date | null = null) {
    const [low, high] = a.memberId < b.memberId ? [a.memberId, b.memberId] : [b.memberId, a.memberId];
    const [row] = await t.ctx.db
      .insert(memberMatches)
      .values({ memberLowId: low, memberHighId: high, endedAt })
      .returning({ id: memberMatches.id });
    return row!.id;
  }

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  it('When a member reads the catalogues and saves a goal, values and prompts, then GET /me and the cards show them; bad answers are refused with the reason', async () => {
    const m = await quickMember(t, nextPhone(), false);
    const catalogues = await request(t.app).get(`${APP}/catalogues`).set('Authorization', m.auth);
    expect([catalogues.status, catalogues.body]).toEqual([200, CATALOGUES]);
    expect(catalogues.body.goals.length).toBeGreaterThan(0);
    expect((await request(t.app).get(`${APP}/catalogues`)).status).toBe(401);

    const answers = {
      relationshipGoal: 'long-term',
      values: ['honesty', 'family'],
      prompts: [{ promptId: 'perfect-sunday', answer: '  Church, then suya with friends ' }],
    };
    const saved = await patchMe(m, answers);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      ...answers,
      prompts: [{ promptId: 'perfect-sunday', answer: 'Church, then suya with friends' }],
    });
    expect((await request(t.app).get(`${APP}/me`).set('Authorization', m.auth)).body).toMatchObject({
      relationshipGoal: 'long-term',
      values: ['honesty', 'family'],
    });
    expect((await patchMe(m, { relationshipGoal: null })).body.relationshipGoal).toBeNull();

    const refused: [object, string][] = [
      [{ relationshipGoal: 'situationship' }, 'Choose a relationship goal from the list'],
      [{ values: ['faith', 'family', 'honesty', 'ambition', 'kindness', 'loyalty'] }, 'Choose at most 5 values'],
      [{ values: ['faith', 'faith'] }, 'Each value once'],
      [{ values: ['money'] }, 'Choose values from the list'],
      [{ prompts: [{ promptId: 'nope', answer: 'x' }] }, 'Choose prompts from the list'],
      [{ prompts: [{ promptId: 'never-miss', answer: 'x'.repeat(201) }] }, 'An answer must be at most 200 characters'],
      [{ prompts: [{ promptId: 'never-miss', answer: '   ' }] }, 'Write an answer to the prompt'],
      [
        {
          prompts: [
            { promptId: 'never-miss', answer: 'a' },
            { promptId: 'never-miss', answer: 'b' },
          ],
        },
        'Each prompt once',
      ],
      [
        {
          prompts: ['first-date', 'proud-of', 'never-miss', 'small-joy'].map((promptId) => ({
            promptId,
            answer: 'yes',
          })),
        },
        'Answer at most 3 prompts',
      ],
    ];
    for (const [body, error] of refused) {
      const res = await patchMe(m, body);
      expect([res.status, res.body.error]).toEqual([400, error]);
    }
  });

  it('When a member is between the profile basics and the terms, then sign-up offers the optional compatibility screen until something is answered, and never waits for it', async () => {
    const signed = await signInMember(t.app, nextPhone());
    const auth = { Authorization: `Bearer ${signed.accessToken}` };
    const status = async () => (await request(t.app).get(`${APP}/me/signup`).set(auth)).body;
    expect((await status()).optionalNext).toBeUndefined();
    await finishSignup(t.app, signed.accessToken);
    // finishSignup accepts the terms: the optional screen was never required.
    expect(await status()).toEqual({ authStep: 11, next: null, livenessVerified: true });

    const other = await signInMember(t.app, nextPhone());
    const otherAuth = { Authorization: `Bearer ${other.accessToken}` };
    await request(t.app).put(`${APP}/me/signup/name`).set(otherAuth).send({ firstName: 'Ife' });
    await request(t.app).put(`${APP}/me/signup/birthday`).set(otherAuth).send({ dob: '1995-01-01' });
    await request(t.app)
      .put(`${APP}/me/signup/gender`)
      .set(otherAuth)
      .send({ gender: 'Male', interestedIn: ['Female'] });
    expect((await request(t.app).get(`${APP}/me/signup`).set(otherAuth)).body).toEqual({
      authStep: 10,
      next: 'profile',
      livenessVerified: false,
    });
    await request(t.app)
      .patch(`${APP}/me`)
      .set(otherAuth)
      .send({
        bio: 'Hi',
        interests: ['Jazz', 'Art', 'Technology'],
        state: 'Lagos',
        income: 800_000,
        avatar: '/media/avatars/7.svg',
      });
    expect((await request(t.app).get(`${APP}/me/signup`).set(otherAuth)).body).toEqual({
      authStep: 10,
      next: 'biometric-consent',
      livenessVerified: false,
      optionalNext: 'compatibility',
    });
    await request(t.app)
      .patch(`${APP}/me`)
      .set(otherAuth)
      .send({ values: ['kindness'] });
    expect((await request(t.app).get(`${APP}/me/signup`).set(otherAuth)).body).toEqual({
      authStep: 10,
      next: 'biometric-consent',
      livenessVerified: false,
    });
  });

  it("When two members are matched, then each gets openers from what they share and the other's prompts; a match that is not theirs, ended, or with a blocked partner is 404", async () => {
    const [ada, bayo, chi] = [
      await quickMember(t, nextPhone(), false),
      await quickMember(t, nextPhone(), false),
      await quickMember(t, nextPhone(), false),
    ];
    await patchMe(ada, {
      interests: ['Jazz', 'Books', 'Yoga'],
      values: ['faith', 'family'],
      relationshipGoal: 'marriage',
    });
    await patchMe(bayo, {
      interests: ['Books', 'Jazz', 'Technology'],
      values: ['family'],
      relationshipGoal: 'marriage',
      prompts: [{ promptId: 'best-jollof', answer: 'My aunt’s, at a wedding in Ibadan' }],
    });
    const matchId = await matchOf(ada, bayo);
    const forAda = await starters(ada, matchId);
    expect(forAda.status).toBe(200);
    expect(forAda.body.items).toEqual([
      {
        basis: 'prompt',
        text: '“The best jollof I ever had was… My aunt’s, at a wedding in Ibadan” I would love to hear the story behind that.',
      },
      { basis: 'value', text: 'We both chose “Family comes first”. What does that look like in your everyday life?' },
      { basis: 'interest', text: 'We both like Jazz and Books. Which came first for you?' },
    ]);
    expect((await starters(bayo, matchId)).body.items.map((s: { basis: string }) => s.basis)).toEqual([
      'value',
      'interest',
      'goal',
    ]);

    for (const [who, id] of [
      [chi, matchId],
      [ada, '00000000-0000-4000-8000-000000000000'],
      [ada, 'not-a-uuid'],
    ] as const) {
      const res = await starters(who, id);
      expect([res.status, res.body]).toEqual([404, { error: 'Match not found' }]);
    }
    const ended = await matchOf(ada, chi, new Date());
    expect((await starters(ada, ended)).status).toBe(404);
    await t.ctx.db.insert(memberBlocks).values({ blockerId: bayo.memberId, blockedId: ada.memberId });
    expect((await starters(ada, matchId)).status).toBe(404);
  });

  it('When two matched members share nothing they wrote down, then the openers are the generic ones', async () => {
    const [a, b] = [await quickMember(t, nextPhone(), false), await quickMember(t, nextPhone(), false)];
    await patchMe(a, { interests: ['Jazz', 'Books', 'Yoga'] });
    await patchMe(b, { interests: ['Technology', 'Art', 'Film'] });
    const res = await starters(a, await matchOf(a, b));
    expect(res.body.items.every((s: { basis: string }) => s.basis === 'generic')).toBe(true);
    expect(res.body.items).toHaveLength(3);
  });
});
