import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MESSAGES } from '@blynd/shared';
import { mockFetch, renderWithProviders } from '../../../test-support/render';
import { ConfirmDetailsForm } from '../components/confirm-details-form';

const WRONG_DOB = MESSAGES.wrongDob('Blynd');

const show = () => {
  const onConfirmed = jest.fn();
  renderWithProviders(<ConfirmDetailsForm onConfirmed={onConfirmed} />);
  return onConfirmed;
};
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const errorUnder = (label: string) => {
  const ids = screen.getByLabelText(label).getAttribute('aria-describedby') ?? '';
  return ids
    .split(' ')
    .map((id) => document.getElementById(id))
    .find((element) => element?.getAttribute('role') === 'alert')?.textContent;
};

describe('ConfirmDetailsForm', () => {
  it('When the phone is not 11 digits and the date is empty, then both messages show under their fields', () => {
    const fetchMock = mockFetch({ body: {} });
    show();
    type('Phone number', '0803123');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm Details' }));
    expect(errorUnder('Phone number')).toBe(MESSAGES.invalidPurchasePhone);
    expect(errorUnder('Date of birth')).toBe(MESSAGES.dobRequired);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('When the server says the date of birth is wrong, then it shows under the birth-date field', async () => {
    mockFetch({ status: 400, body: { error: WRONG_DOB } });
    show();
    type('Phone number', '08031234501');
    type('Date of birth', '1995-04-13');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm Details' }));
    await waitFor(() => expect(errorUnder('Date of birth')).toBe(WRONG_DOB));
    expect(errorUnder('Phone number')).toBeUndefined();
  });

  it('When the server answers another error, then it shows under the phone field', async () => {
    mockFetch({ status: 404, body: { error: MESSAGES.memberNotFound } });
    show();
    type('Phone number', '08039999999');
    type('Date of birth', '1995-04-12');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm Details' }));
    await waitFor(() => expect(errorUnder('Phone number')).toBe(MESSAGES.memberNotFound));
  });

  it('When confirming, then the button reads Confirming... and the details are handed on', async () => {
    const details = {
      userId: 'u',
      name: 'Ada Okafor',
      avatar: '',
      state: 'Lagos',
      earningStatus: 'Citizen',
      isPremium: false,
      email: 'a***@example.com',
      token: 't',
    };
    const fetchMock = mockFetch({ body: details, delayMs: 20 });
    const onConfirmed = show();
    type('Phone number', '0803 123 4501');
    type('Date of birth', '1995-04-12');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm Details' }));
    const busy = await screen.findByRole('button', { name: 'Confirming...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() => expect(onConfirmed).toHaveBeenCalledWith(details));
    expect((fetchMock.mock.calls[0] as unknown as [string])[0]).toBe(
      '/api/v1/public/confirmdetails?phone=08031234501&dob=1995-04-12',
    );
  });
});
