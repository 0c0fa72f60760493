import { contactMessageSchema, MESSAGES, spotReservationSchema } from '@blynd/shared';
import { validateForm } from '../validation';

const contact = {
  email: 'ada@example.com',
  fullname: 'Ada Okafor',
  phone: '08031234501',
  subject: 'Hello',
  message: 'Hi there',
};

describe('validateForm', () => {
  it('When every field is filled, then the trimmed values pass', () => {
    const result = validateForm(contactMessageSchema, { ...contact, fullname: '  Ada Okafor ' });
    expect(result).toEqual({ ok: true, data: contact });
  });

  it.each(Object.keys(contact))('When %s is empty, then it reads Please fill all fields', (field) => {
    const result = validateForm(contactMessageSchema, { ...contact, [field]: '   ' });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toBe(MESSAGES.fillAllFields);
  });

  it('When a field is empty and the email is malformed too, then the empty field wins', () => {
    const result = validateForm(contactMessageSchema, { ...contact, email: 'nope', subject: '' });
    expect(!result.ok && result.message).toBe(MESSAGES.fillAllFields);
  });

  it('When only the email is malformed, then the email message is shown', () => {
    const result = validateForm(contactMessageSchema, { ...contact, email: 'ada.example.com' });
    expect(!result.ok && result.message).toBe(MESSAGES.invalidEmail);
  });

  it('When the reservation has no slot chosen, then it reads Please fill all fields', () => {
    const result = validateForm(spotReservationSchema, {
      email: 'a@b.co',
      fullname: 'A',
      phone: '1',
      company: 'C',
      slot: '',
    });
    expect(!result.ok && result.message).toBe(MESSAGES.fillAllFields);
  });
});
