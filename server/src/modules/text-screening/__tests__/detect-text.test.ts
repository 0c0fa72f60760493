import { detectText } from '../detect-text';
import { findDigitRuns, isPhoneNumber } from '../digit-runs';
import { normaliseText } from '../normalise-text';

describe('normaliseText', () => {
  it.each([
    ['W 💚 a t s a p p me', 'watsap me'],
    ['w.h.a.t.s.a.p.p', 'whatsap'],
    ['wh@tsapp', 'whatsap'],
    ['D0uble your m0ney', 'double your money'],
    ['Ѕеnd mе 𝐧𝐮𝐝𝐞𝐬', 'send me nudes'],
    ['pleeeeease abeg', 'please abeg'],
    ['u r a star', 'u r a star'],
    ['Àbẹ́g ṣé', 'abeg se'],
  ])('When the text is %j, then the normalised words are %j', (text, words) => {
    expect(normaliseText(text).text).toBe(
      words
        .split(' ')
        .map((w) => w.replace(/(\p{L})\1+/gu, '$1'))
        .join(' '),
    );
  });

  it('When a rule matches spelled-out letters, then the evidence is the text as the member wrote it', () => {
    const [detection] = detectText('hey W 💚 a t s a p p me babe');
    expect(detection).toMatchObject({ kind: 'off-platform', evidence: 'W 💚 a t s a p p me babe' });
  });
});

describe('digit runs', () => {
  it.each([
    ['zero eight zero three one two three four five six seven', '08031234567'],
    ['oh eight oh three, one two three, four five six seven', '08031234567'],
    ['zero nine zero, double one, two three, four five six seven', '09011234567'],
    ['O8O3 123 4567', '08031234567'],
    ['0 8 0 3 💚 1 2 3 4 5 6 7', '08031234567'],
  ])('When the text is %j, then its digits are %s, a phone number', (text, digits) => {
    const [run] = findDigitRuns(normaliseText(text));
    expect(run.digits).toBe(digits);
    expect(isPhoneNumber(run)).toBe(true);
  });

  it('When Pidgin ends a sentence with "o", then that is no digit', () => {
    expect(findDigitRuns(normaliseText('money no dey o'))).toEqual([]);
  });
});

describe('detectText', () => {
  it('When a message asks for money into an account, then both kinds come back with rules, evidence and tips', () => {
    const detections = detectText('Abeg send the 10k to my UBA account 2109876543');
    expect(detections.map((d) => d.kind)).toEqual(['money-request', 'bank-details']);
    expect(detections[0]).toMatchObject({ evidence: 'send the 10k to my UBA', tip: expect.stringMatching(/money/) });
    expect(detections[1].evidence).toBe('2109876543');
    expect(detections[1].rules).toEqual(['bank.account-number', 'bank.account-cue']);
  });

  it('When ten digits sit next to a bank name, then they are an account number and not a phone number', () => {
    expect(detectText('Na my Opay be this 8123456789').map((d) => d.kind)).toEqual(['bank-details']);
    expect(detectText('call me 8123456789').map((d) => d.kind)).toEqual(['off-platform']);
  });

  it('When a text is empty or only emoji, then nothing is detected', () => {
    expect(detectText('')).toEqual([]);
    expect(detectText('🙏🏾💚')).toEqual([]);
  });
});
