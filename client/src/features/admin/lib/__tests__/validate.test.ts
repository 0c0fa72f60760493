import { adminLoginSchema, MESSAGES, replyContactMessageSchema, sendSystemMessageSchema } from '@blynd/shared';
import { checkForm } from '../validate';

const order = ['email', 'password', 'passcode'];

describe('admin form checks with the shared schemas', () => {
  it('When every login field is empty, then it says Please fill in all details', () => {
    expect(checkForm(adminLoginSchema, { email: '', password: '', passcode: '' }, order)).toMatchObject({ ok: false, message: MESSAGES.fillInAllDetails });
  });

  it('When the email is malformed but another field is empty, then the missing field is reported first', () => {
    expect(checkForm(adminLoginSchema, { email: 'admin@', password: 'x', passcode: '' }, order)).toMatchObject({ ok: false, message: MESSAGES.fillInAllDetails });
  });

  it('When only the email is wrong, then it says Invalid email address', () => {
    expect(checkForm(adminLoginSchema, { email: 'admin.example.com', password: 'secret', passcode: '246810' }, order)).toMatchObject({ ok: false, message: MESSAGES.invalidEmailAddress });
  });

  it('When the login is complete, then the data passes through trimmed', () => {
    const result = checkForm(adminLoginSchema, { email: ' admin@example.com ', password: 'DemoAdmin!2026', passcode: '246810' }, order);
    expect(result).toEqual({ ok: true, data: { email: 'admin@example.com', password: 'DemoAdmin!2026', passcode: '246810' } });
  });

  it('When a reply is empty, then it says Please enter a message', () => {
    const reply = { email: 'a@example.com', fullname: 'Ada', subject: 'Re: Help', message: '  ', previousMessage: 'Help me' };
    expect(checkForm(replyContactMessageSchema, reply, ['message'])).toMatchObject({ ok: false, message: MESSAGES.enterMessage });
  });

  it('When a system message lacks a title or text, then it says Please fill all fields', () => {
    expect(checkForm(sendSystemMessageSchema, { title: 'Hello', message: '' }, ['title', 'message'])).toMatchObject({ ok: false, message: MESSAGES.fillAllFields });
    expect(checkForm(sendSystemMessageSchema, { title: '', message: 'Text' }, ['title', 'message'])).toMatchObject({ ok: false, message: MESSAGES.fillAllFields });
  });
});
