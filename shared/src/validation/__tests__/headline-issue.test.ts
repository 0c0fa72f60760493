import { z } from 'zod';
import { adminLoginSchema, contactMessageSchema, MESSAGES } from '../../index';
import { headlineIssue } from '../headline-issue';

const headline = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? null : headlineIssue(result.error.issues)?.message;
};

describe('headlineIssue', () => {
  it('When a required field is empty and an earlier field is malformed, then the missing field wins', () => {
    expect(headline(adminLoginSchema, { email: 'not-an-address', password: 'secret', passcode: '' })).toBe(
      MESSAGES.fillInAllDetails,
    );
  });

  it('When only the format is wrong, then the format message is the headline', () => {
    expect(headline(adminLoginSchema, { email: 'not-an-address', password: 'secret', passcode: '123' })).toBe(
      MESSAGES.invalidEmailAddress,
    );
  });

  it('When a public form has an empty field, then it reads Please fill all fields whatever else is wrong', () => {
    expect(
      headline(contactMessageSchema, { email: 'bad', fullname: 'Ada', phone: '080', subject: '', message: 'Hi' }),
    ).toBe(MESSAGES.fillAllFields);
  });

  it('When several format problems exist, then the first field in schema order is reported', () => {
    const schema = z.object({ a: z.string().email({ error: 'A' }), b: z.string().email({ error: 'B' }) });
    expect(headline(schema, { a: 'x', b: 'y' })).toBe('A');
  });

  it('When there are no issues, then there is no headline', () => {
    expect(headlineIssue([])).toBeUndefined();
  });
});
