import {
  activateSubscriptionSchema,
  ADMIN_MESSAGES,
  adminPhoneSchema,
  editAuthSchema,
  memberLookupSchema,
  MESSAGES,
  searchNamesParamsSchema,
  sendNotificationSchema,
} from '@blynd/shared';
import { schemaProblem, validateForm } from '../validation';

/** The control centre's inputs, checked by the forms with the shared schemas the server applies. */
const USER_ID = '0b8f7a4e-3c1d-4f2a-9e6b-1a2b3c4d5e6f';

describe('admin input rules with the shared schemas', () => {
  it('When an admin phone is typed in any form (080…, +234…, 234…, spaces), then it is read as the canonical 13 digits; anything else says Enter a valid number', () => {
    for (const phone of [
      '2348031234501',
      ' 2348031234501 ',
      '08031234501',
      '+2348031234501',
      '0803 123 4501',
      '+234 803 123 4501',
      '234-803-123-4501',
    ]) {
      expect(validateForm(adminPhoneSchema, phone)).toEqual({ ok: true, data: '2348031234501' });
    }
    for (const phone of ['0803123450', '23480312345012', '234803123450a', '', '+1 555 123 4567'])
      expect(schemaProblem(adminPhoneSchema, phone)).toBe(MESSAGES.enterValidNumber);
  });

  it('When a single member is looked up, then a phone in any form or an email address is accepted', () => {
    expect(validateForm(memberLookupSchema, '0803 123 4501')).toEqual({ ok: true, data: { phone: '2348031234501' } });
    expect(validateForm(memberLookupSchema, ' Ada.Okafor@Example.com ')).toEqual({
      ok: true,
      data: { email: 'ada.okafor@example.com' },
    });
    expect(schemaProblem(memberLookupSchema, 'ada@')).toBe(MESSAGES.invalidEmailAddress);
    expect(schemaProblem(memberLookupSchema, '12345')).toBe(MESSAGES.enterValidNumber);
  });

  it('When the users search is blank, then it is refused; any text otherwise', () => {
    expect(schemaProblem(searchNamesParamsSchema.shape.phone, '   ')).toBe(ADMIN_MESSAGES.searchTermRequired);
    expect(schemaProblem(searchNamesParamsSchema.shape.phone, 'Ada')).toBeNull();
  });

  it.each(['1', '2', '4', '10', '11', ' 4 '])('When the level is %p, then it is accepted', (value) => {
    expect(validateForm(editAuthSchema.shape.step, value)).toEqual({ ok: true, data: Number(value.trim()) });
  });

  it.each(['', '0', '3', '5', '9', '12', '99', '1a', '001', '-1'])(
    'When the level is %p, then it says Enter a valid level',
    (value) => {
      expect(schemaProblem(editAuthSchema.shape.step, value)).toBe(MESSAGES.enterValidLevel);
    },
  );

  describe('notification to a member', () => {
    const valid = {
      title: 'Your account',
      message: 'Please verify your photo.',
      isEmail: true,
      isPushNotification: false,
    };
    const problem = ({ title, message, ...rest }: typeof valid) =>
      schemaProblem(sendNotificationSchema, { userId: USER_ID, notification: { title, message }, ...rest });

    it('When title and message are given with a delivery method, then it can be sent', () => {
      expect(problem(valid)).toBeNull();
      expect(problem({ ...valid, isEmail: false, isPushNotification: true })).toBeNull();
    });

    it('When both the title and the message are missing, then it says Enter Message and Subject; either alone is enough', () => {
      expect(problem({ ...valid, title: ' ', message: '' })).toBe(MESSAGES.enterMessageAndSubject);
      expect(problem({ ...valid, title: ' ' })).toBeNull();
      expect(problem({ ...valid, message: '' })).toBeNull();
    });

    it('When the title is longer than 32 characters, then it is refused', () => {
      expect(problem({ ...valid, title: 'x'.repeat(32) })).toBeNull();
      expect(problem({ ...valid, title: 'x'.repeat(33) })).toBe(ADMIN_MESSAGES.titleTooLong);
    });

    it('When neither email nor push is chosen, then it says Please select a delivery method', () => {
      expect(problem({ ...valid, isEmail: false })).toBe(MESSAGES.selectDeliveryMethod);
    });
  });

  it('When neither a reference nor a plan is given, then it says Please choose a plan', () => {
    const problem = (input: object) => schemaProblem(activateSubscriptionSchema, { userId: USER_ID, ...input });
    expect(problem({ plan: '' })).toBe(MESSAGES.chooseAPlan);
    expect(problem({ reference: '  ' })).toBe(MESSAGES.chooseAPlan);
    expect(problem({ plan: 'Spark' })).toBeNull();
    expect(problem({ reference: 'T123' })).toBeNull();
  });
});
