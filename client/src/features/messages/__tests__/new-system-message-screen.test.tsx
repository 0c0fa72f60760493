import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MESSAGES } from '@blynd/shared';
import { toast } from 'sonner';
import { adminSession } from '../../../lib/auth/session';
import { tokenExpiringIn } from '../../../lib/auth/__tests__/token-fixtures';
import { deferred, renderWithProviders } from '../../../test-support/render';
import { ConfirmProvider } from '../../../components/ui/confirm-dialog';
import { NewSystemMessageScreen } from '../components/new-system-message-screen';

jest.mock('sonner', () => ({ toast: { error: jest.fn(), success: jest.fn(), warning: jest.fn() } }));

const fill = (title: string, message: string) => {
  fireEvent.change(screen.getByLabelText('Title'), { target: { value: title } });
  fireEvent.change(screen.getByLabelText('Message'), { target: { value: message } });
};
const screenWithConfirm = (
  <ConfirmProvider>
    <NewSystemMessageScreen />
  </ConfirmProvider>
);
const audienceReply = { ok: true, status: 200, json: async () => ({ members: 130, pushDevices: 12 }) } as Response;
const send = () => fireEvent.click(screen.getByRole('button', { name: /Send message|Sending/ }));

describe('new system message (the form layer on an admin screen)', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    adminSession.start({ adminId: 'a1', token: tokenExpiringIn(3600) });
  });

  it('When the message is empty, then it says Please fill all fields and sends nothing', async () => {
    const fetchMock = jest.fn();
    globalThis.fetch = fetchMock;
    renderWithProviders(screenWithConfirm, { path: '/control/center/app/newsystemmessage' });
    fill('Maintenance', '   ');
    send();
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(MESSAGES.fillAllFields, { duration: 3000 }));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('When the form is sent, then a preview names the audience and nothing goes until it is confirmed', async () => {
    const fetchMock = jest.fn(async () => audienceReply);
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    renderWithProviders(screenWithConfirm, { path: '/control/center/app/newsystemmessage' });
    fill('Maintenance', 'The app is down at 2am.');
    send();
    const dialog = await screen.findByRole('alertdialog', { name: 'Send to all 130 members?' });
    expect(dialog.textContent).toContain('every member (130 members)');
    expect(dialog.textContent).toContain('12 members with push turned on');
    expect(dialog.textContent).toContain('The app is down at 2am.');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect((fetchMock.mock.calls[0] as unknown as [string])[0]).toContain('/systemmessages/audience');
    await screen.findByRole('button', { name: 'Send message' });
  });

  it('When a second send comes while the first is on its way, then it is refused with Please allow your previous message to deliver', async () => {
    const held = deferred<Response>();
    const fetchMock = jest.fn((url: string) =>
      url.includes('/audience') ? Promise.resolve(audienceReply) : held.promise,
    );
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    renderWithProviders(screenWithConfirm, { path: '/control/center/app/newsystemmessage' });
    fill('Maintenance', 'The app is down at 2am.');
    send();
    fireEvent.click(await screen.findByRole('button', { name: 'Send to 130 members' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    send();
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(MESSAGES.previousMessagePending, { duration: 3000 }));
    expect(screen.getByRole('button', { name: 'Sending' })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(JSON.parse((fetchMock.mock.calls[1] as unknown as [string, RequestInit])[1].body as string)).toEqual({
      title: 'Maintenance',
      message: 'The app is down at 2am.',
      adminId: 'a1',
    });
    held.resolve({ ok: true, status: 200, json: async () => ({ message: 'Sent', notif: {} }) } as Response);
  });
});
