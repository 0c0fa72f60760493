import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { MESSAGES } from '@blynd/shared';
import { toast } from 'sonner';
import { deferred, mockFetch, renderWithProviders } from '../../../test-support/render';
import { ContactForm } from '../components/contact-form';

jest.mock('sonner', () => ({ toast: { error: jest.fn(), success: jest.fn() } }));

const fill = () => {
  fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'ada.okafor@example.com' } });
  fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Ada Okafor' } });
  fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '08031234501' } });
  fireEvent.change(screen.getByLabelText('Subject'), { target: { value: 'Payment question' } });
  fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'My Premium did not start.' } });
};
const form = () => screen.getByRole('button', { name: /Send Message|Sending/ }).closest('form')!;

describe('ContactForm', () => {
  beforeEach(() => jest.clearAllMocks());

  it('When a field is empty, then it says Please fill all fields and sends nothing', async () => {
    const fetchMock = mockFetch({ body: { message: 'ok' } });
    renderWithProviders(<ContactForm />);
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'ada.okafor@example.com' } });
    fireEvent.submit(form());
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(MESSAGES.fillAllFields, { duration: 3000 }));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('When sending, then the button reads Sending and is disabled, and a second submit is refused', async () => {
    const reply = deferred<void>();
    const fetchMock = mockFetch({ body: { message: 'Thanks, we got your message.' } });
    fetchMock.mockImplementationOnce(async () => {
      await reply.promise;
      return { ok: true, status: 201, json: async () => ({ message: 'Thanks, we got your message.' }) } as Response;
    });
    renderWithProviders(<ContactForm />);
    fill();
    fireEvent.submit(form());
    const busy = await screen.findByRole('button', { name: 'Sending' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);

    fireEvent.submit(form());
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(MESSAGES.previousMessagePending, { duration: 3000 }));
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await act(async () => reply.resolve());
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Thanks, we got your message.', { duration: 3000 }));
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeTruthy();
    expect((screen.getByLabelText('Subject') as HTMLInputElement).value).toBe('');
  });

  it('When the form is sent, then the five fields go to the contact endpoint as JSON', async () => {
    const fetchMock = mockFetch({ status: 201, body: { message: 'ok' } });
    renderWithProviders(<ContactForm />);
    fill();
    fireEvent.submit(form());
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/public/sendmessage');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({
      email: 'ada.okafor@example.com',
      fullname: 'Ada Okafor',
      phone: '08031234501',
      subject: 'Payment question',
      message: 'My Premium did not start.',
    });
  });

  it('When the server refuses, then its error shows for 3 seconds and the form keeps the text', async () => {
    mockFetch({ status: 429, body: { error: 'Too many requests, please try again later' } });
    renderWithProviders(<ContactForm />);
    fill();
    fireEvent.submit(form());
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Too many requests, please try again later', { duration: 3000 }),
    );
    expect((screen.getByLabelText('Subject') as HTMLInputElement).value).toBe('Payment question');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeTruthy();
  });
});
