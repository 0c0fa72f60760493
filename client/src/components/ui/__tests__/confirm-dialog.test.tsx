import '../../../test-support/polyfills';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { ConfirmProvider, useConfirm } from '../confirm-dialog';

function Harness() {
  const confirm = useConfirm();
  const [answer, setAnswer] = useState('none');
  return (
    <button
      type="button"
      onClick={async () =>
        setAnswer(
          String(
            await confirm({
              title: 'Block Ada Okafor?',
              message: <p>She will be signed out.</p>,
              confirmLabel: 'Block User',
            }),
          ),
        )
      }
    >
      Ask ({answer})
    </button>
  );
}

const open = () => {
  render(
    <ConfirmProvider>
      <Harness />
    </ConfirmProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: /Ask/ }));
};

describe('confirmation dialog', () => {
  it('When a destructive action asks, then an alert dialog names it, focuses Cancel and describes the effect', () => {
    open();
    const dialog = screen.getByRole('alertdialog', { name: 'Block Ada Okafor?' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.textContent).toContain('She will be signed out.');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
  });

  it('When the admin confirms, then the answer is true and the dialog closes', async () => {
    open();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Block User' })));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Ask (true)' })).toBeTruthy();
  });

  it('When the admin presses Escape, then the answer is false', async () => {
    open();
    await act(async () => fireEvent.keyDown(screen.getByRole('alertdialog'), { key: 'Escape' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Ask (false)' })).toBeTruthy();
  });
});
