import { ADMIN_MESSAGES, MESSAGES } from '@blynd/shared';
import { adminPhoneProblem, authLevelProblem, notificationProblem, parseAuthLevel, subscriptionProblem, userSearchProblem } from '../rules';

describe('admin input rules (SPEC §5)', () => {
  it('When an admin phone search is not exactly 13 digits, then it says Enter a valid number', () => {
    expect(adminPhoneProblem('2348031234501')).toBeNull();
    expect(adminPhoneProblem(' 2348031234501 ')).toBeNull();
    expect(adminPhoneProblem('08031234501')).toBe(MESSAGES.enterValidNumber);
    expect(adminPhoneProblem('23480312345012')).toBe(MESSAGES.enterValidNumber);
    expect(adminPhoneProblem('234803123450a')).toBe(MESSAGES.enterValidNumber);
    expect(adminPhoneProblem('')).toBe(MESSAGES.enterValidNumber);
  });

  it('When the users search is blank, then it is refused; any text otherwise', () => {
    expect(userSearchProblem('   ')).toBe(ADMIN_MESSAGES.searchTermRequired);
    expect(userSearchProblem('Ada')).toBeNull();
  });

  it.each(['1', '2', '4', '10', '11', ' 4 '])('When the level is %p, then it is accepted', (value) => {
    expect(authLevelProblem(value)).toBeNull();
    expect(parseAuthLevel(value)).toBe(Number(value.trim()));
  });

  it.each(['', '0', '3', '5', '9', '12', '99', '1a', '001', '-1'])('When the level is %p, then it says Enter a valid level', (value) => {
    expect(authLevelProblem(value)).toBe(MESSAGES.enterValidLevel);
    expect(parseAuthLevel(value)).toBeNull();
  });

  describe('notification to a member', () => {
    const valid = { title: 'Your account', message: 'Please verify your photo.', isEmail: true, isPushNotification: false };

    it('When title and message are given with a delivery method, then it can be sent', () => {
      expect(notificationProblem(valid)).toBeNull();
      expect(notificationProblem({ ...valid, isEmail: false, isPushNotification: true })).toBeNull();
    });

    it('When both the title and the message are missing, then it says Enter Message and Subject; either alone is enough', () => {
      expect(notificationProblem({ ...valid, title: ' ', message: '' })).toBe(MESSAGES.enterMessageAndSubject);
      expect(notificationProblem({ ...valid, title: ' ' })).toBeNull();
      expect(notificationProblem({ ...valid, message: '' })).toBeNull();
    });

    it('When the title is longer than 32 characters, then it is refused', () => {
      expect(notificationProblem({ ...valid, title: 'x'.repeat(32) })).toBeNull();
      expect(notificationProblem({ ...valid, title: 'x'.repeat(33) })).toBe(ADMIN_MESSAGES.titleTooLong);
    });

    it('When neither email nor push is chosen, then it says Please select a delivery method', () => {
      expect(notificationProblem({ ...valid, isEmail: false })).toBe(MESSAGES.selectDeliveryMethod);
    });
  });

  it('When neither a reference nor a plan is given, then it says Please choose a plan', () => {
    expect(subscriptionProblem({ plan: '' })).toBe(MESSAGES.chooseAPlan);
    expect(subscriptionProblem({ reference: '  ' })).toBe(MESSAGES.chooseAPlan);
    expect(subscriptionProblem({ plan: 'Spark' })).toBeNull();
    expect(subscriptionProblem({ reference: 'T123' })).toBeNull();
  });
});
