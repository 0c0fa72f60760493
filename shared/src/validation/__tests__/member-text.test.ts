import { mePatchSchema, reportInputSchema, signupNameSchema, supportMessageSchema } from '../../index';

const RLO = '\u202E';
const ZWSP = '\u200B';

describe('Every text a member writes follows one rule (decision 0077)', () => {
  it('When a name has no visible letter (zero-width characters only), then it is refused', () => {
    for (const firstName of [ZWSP, `${ZWSP}\u200C\u200D\uFEFF`, '\u2066\u2069', '1234', '!!']) {
      expect(signupNameSchema.safeParse({ firstName }).success).toBe(false);
    }
    expect(signupNameSchema.safeParse({ firstName: 'Ada', lastName: ZWSP + ZWSP }).data).toEqual({
      firstName: 'Ada',
      lastName: '',
    });
  });

  it('When a text carries bidi controls or other format characters, then they are removed and the rest is kept in NFC', () => {
    const name = signupNameSchema.parse({ firstName: `${RLO}Ade\u0301${ZWSP}\u2067la\u2069` });
    expect(name.firstName).toBe('Adéla');
    expect(name.firstName).toBe('Adéla'.normalize('NFC'));
    expect(mePatchSchema.parse({ bio: `I cook${RLO}gnik\u202A \u00ADjollof` }).bio).toBe('I cookgnik jollof');
    expect(supportMessageSchema.parse({ subject: `${RLO}Help`, message: `\u2066Hi\u2069` })).toEqual({
      subject: 'Help',
      message: 'Hi',
    });
    expect(
      reportInputSchema.parse({ kind: 'user', memberId: '00000000-0000-4000-8000-000000000000', reason: `${RLO}spam` })
        .reason,
    ).toBe('spam');
  });

  it('When a required text is only format characters, then it counts as empty', () => {
    expect(supportMessageSchema.safeParse({ subject: ZWSP, message: 'Hi' }).success).toBe(false);
    expect(
      reportInputSchema.safeParse({
        kind: 'user',
        memberId: '00000000-0000-4000-8000-000000000000',
        reason: `${RLO}${ZWSP}`,
      }).success,
    ).toBe(false);
  });

  it('When a text holds an emoji sequence, then its joiners stay', () => {
    expect(mePatchSchema.parse({ bio: 'Coder 👩‍💻' }).bio).toBe('Coder 👩‍💻');
  });
});

describe('PATCH /me refuses unknown keys at every level', () => {
  it('When preferences carry an unknown key, then the patch is refused like an unknown key at the top', () => {
    expect(mePatchSchema.safeParse({ nickname: 'x' }).success).toBe(false);
    expect(
      mePatchSchema.safeParse({ preferences: { genders: ['Male'], ageMin: 20, ageMax: 30, distanceKm: 5 } }).success,
    ).toBe(false);
    expect(mePatchSchema.safeParse({ preferences: { genders: ['Male'], ageMin: 20, ageMax: 30 } }).success).toBe(true);
  });
});
