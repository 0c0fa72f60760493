import { adminLoginSchema, MESSAGES, replyContactMessageSchema, sendSystemMessageSchema } from '@blynd/shared';
import { validateForm } from '../validation';

describe('admin form checks with the shared schemas', () => {
  it('When every login field is empty, then it says Please fill in all details', () => {
    expect(validateForm(adminLoginSchema, { email: '', password: '', passcode: '' })).toMatchObject({
      ok: false,
      message: MESSAGES.fillInAllDetails,
    });
  });

  it('When the email is malformed but another field is empty, then the missing field is reported first', () => {
    expect(validateForm(adminLoginSchema, { email: 'admin@', password: 'x', passcode: '' })).toMatchObject({
      ok: false,
      message: MESSAGES.fillInAllDetails,
    });
  });

  it('When only the email is wrong, then it says Invalid email address', () => {
    expect(
      validateForm(adminLoginSchema, { email: 'admin.example.com', password: 'secret', passcode: '246810' }),
    ).toMatchObject({ ok: false, message: MESSAGES.invalidEmailAddress });
  });

  it('When the login is complete, then the data passes through trimmed', () => {
    const result = validateForm(adminLoginSchema, {
      email: ' admin@example.com ',
      password: 'DemoAdmin!2026',
      passcode: '246810',
    });
    expect(result).toEqual({
      ok: true,
      data: { email: 'admin@example.com', password: 'DemoAdmin!2026', passcode: '246810' },
    });
  });

  it('When a reply is empty, then it says Please enter a message', () => {
    const reply = {
      email: 'a@example.com',
      fullname: 'Ada',
      subject: 'Re: Help',
      message: '  ',
      previousMessage: 'Help me',
    };
    expect(validateForm(replyContactMessageSchema, reply)).toMatchObject({ ok: false, message: MESSAGES.enterMessage });
  });

  it('When a system message lacks a title or text, then it says Please fill all fields', () => {
    expect(validateForm(sendSystemMessageSchema, { title: 'Hello', message: '' })).toMatchObject({
      ok: false,
      message: MESSAGES.fillAllFields,
    });
    expect(validateForm(sendSystemMessageSchema, { title: '', message: 'Text' })).toMatchObject({
      ok: false,
      message: MESSAGES.fillAllFields,
    });
  });
});
