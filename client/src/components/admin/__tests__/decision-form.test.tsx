import '../../../test-support/polyfills';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { DecisionForm, noteRequired } from '../decision-form';

jest.mock('sonner', () => ({ toast: { error: jest.fn(), success: jest.fn() } }));

const choices = [
  { decision: 'approve', label: 'Approve', name: 'Approve the photo of Ada' },
  { decision: 'reject', label: 'Reject', name: 'Reject the photo of Ada', danger: true },
] as const;

const renderForm = (decide: jest.Mock, clearAfter = false) =>
  render(
    <DecisionForm<'approve' | 'reject'>
      hint="Why: kept in the audit log"
      noteMax={20}
      choices={choices}
      pending={false}
      check={noteRequired('Write a note')}
      decide={decide}
      clearAfter={clearAfter}
    />,
  );

describe('DecisionForm', () => {
  beforeEach(() => jest.clearAllMocks());

  it('When a decision fails its check, then the problem is shown and nothing is sent', async () => {
    const decide = jest.fn();
    renderForm(decide);
    fireEvent.click(screen.getByRole('button', { name: 'Reject the photo of Ada' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Write a note', { duration: 3000 }));
    expect(decide).not.toHaveBeenCalled();
  });

  it('When a decision is taken with a note, then the decision and the note are sent and the answer is shown', async () => {
    const decide = jest.fn().mockResolvedValue({ message: 'Photo rejected' });
    renderForm(decide);
    const note = screen.getByLabelText('Note') as HTMLTextAreaElement;
    expect(note.maxLength).toBe(20);
    fireEvent.change(note, { target: { value: 'Not a face' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reject the photo of Ada' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Photo rejected', { duration: 2000 }));
    expect(decide).toHaveBeenCalledWith('reject', 'Not a face');
    expect(note.value).toBe('Not a face');
    expect(screen.getByRole('button', { name: 'Reject the photo of Ada' }).className).toContain('admin-btn--danger');
  });

  it('When a form that clears after a decision is answered, then the note is empty again; a failure keeps it', async () => {
    const decide = jest
      .fn()
      .mockRejectedValueOnce(new Error('Someone decided first'))
      .mockResolvedValueOnce({ message: 'Photo approved' });
    renderForm(decide, true);
    const note = screen.getByLabelText('Note') as HTMLTextAreaElement;
    fireEvent.change(note, { target: { value: 'Looks fine' } });
    fireEvent.click(screen.getByRole('button', { name: 'Approve the photo of Ada' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalled());
    expect(note.value).toBe('Looks fine');
    fireEvent.click(screen.getByRole('button', { name: 'Approve the photo of Ada' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Photo approved', { duration: 2000 }));
    await waitFor(() => expect(note.value).toBe(''));
  });
});
