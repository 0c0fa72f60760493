import {
  mePatchSchema,
  promptAnswerSchema,
  reportInputSchema,
  sendMessageSchema,
  signupNameSchema,
  supportMessageSchema,
  PROFILE_PROMPT_IDS,
} from '../../index';

const RLO = '\u202E';
const ZWSP = '\u200B';
const PROMPT_ID = PROFILE_PROMPT_IDS[0];

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

describe('Chat text and prompt answers follow the same rule (decision 0125)', () => {
  const message = (text: string) =>
    sendMessageSchema.safeParse({ clientMessageId: '00000000-0000-4000-8000-000000000000', text });
  const answer = (text: string) => promptAnswerSchema.safeParse({ promptId: PROMPT_ID, answer: text });
  const INVISIBLE_ONLY = [
    ZWSP,
    `${RLO}\u2066\u2069`,
    '\u200D\u200C\uFEFF\u2060',
    '\u{E0041}\u{E007F}',
    '\u3164 \u115F',
    '\u2800',
    '\uFE0F\uFE0F',
  ];

  it('When a message or an answer is only invisible characters, then it is refused as empty', () => {
    for (const text of INVISIBLE_ONLY) {
      expect(message(text).error?.issues.map((i) => i.message)).toEqual(['Write a message']);
      expect(answer(text).error?.issues.map((i) => i.message)).toEqual(['Write an answer to the prompt']);
    }
  });

  it('When a message carries bidi controls, zero-width, tag or filler characters, then they are removed', () => {
    expect(message(`${RLO}Pay\u2067 me${ZWSP} at\u2060 5\u{E0041}\u{E0042}pm\u3164`).data?.text).toBe('Pay me at 5pm');
    expect(answer(`${RLO}Jollof${ZWSP}`).data?.answer).toBe('Jollof');
  });

  it('When joiners or variation selectors are not part of a sequence, then they go; inside emoji and scripts they stay', () => {
    expect(message('a\u200D\u200Db \u200Dc\u200C').data?.text).toBe('ab c');
    expect(message('a\uFE0F\uFE0F\uFE0Fb').data?.text).toBe('a\uFE0Fb');
    for (const kept of ['🏳️‍🌈', '👁️‍🗨️', '❤️', '#️⃣', '👩🏽‍💻', 'क्‍ष', '🏴󠁧󠁢󠁥󠁮󠁧󠁿', '🏴󠁧󠁢󠁳󠁣󠁴󠁿']) expect(message(kept).data?.text).toBe(kept);
    // A black flag with tags that spell anything else keeps the flag only.
    expect(message('🏴\u{E0068}\u{E0069}\u{E007F}').data?.text).toBe('🏴');
  });

  it('When a text has control characters other than line breaks, then it is refused with its own message', () => {
    expect(message('bad\u0007bell').error?.issues.map((i) => i.message)).toEqual([
      'A message cannot contain control characters',
    ]);
    expect(mePatchSchema.safeParse({ bio: 'tab\there' }).success).toBe(false);
    expect(mePatchSchema.parse({ bio: 'two\nlines' }).bio).toBe('two\nlines');
  });

  it('When a message is 2000 characters of emoji, then it is accepted: the limit counts characters, not UTF-16 units', () => {
    expect(message('😀'.repeat(2000)).success).toBe(true);
    expect(message('😀'.repeat(2001)).success).toBe(false);
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
