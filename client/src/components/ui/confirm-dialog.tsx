import { createContext, useCallback, useContext, useId, useRef, useState, type ReactNode } from 'react';
import { Button } from './button';
import { Modal } from './modal';
import './confirm-dialog.css';

export type ConfirmRequest = {
  title: string;
  message: ReactNode;
  confirmLabel: string;
  /** Destructive actions get the red button. */
  tone?: 'danger' | 'primary';
};

type Confirm = (request: ConfirmRequest) => Promise<boolean>;

const ConfirmContext = createContext<Confirm | null>(null);

/**
 * Every destructive action asks first. `await confirm({...})` opens an alert dialog and resolves
 * true only when the admin presses the confirm button; Escape, Cancel and the backdrop resolve false.
 */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const resolver = useRef<((answer: boolean) => void) | null>(null);
  const messageId = useId();

  const confirm = useCallback<Confirm>((next) => {
    resolver.current?.(false);
    setRequest(next);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const answer = (value: boolean) => {
    resolver.current?.(value);
    resolver.current = null;
    setRequest(null);
  };

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      {request && (
        <Modal
          role="alertdialog"
          size="sm"
          title={request.title}
          describedBy={messageId}
          onClose={() => answer(false)}
          footer={
            <>
              <Button variant="ghost" size="sm" onClick={() => answer(false)} data-autofocus>
                Cancel
              </Button>
              <Button
                size="sm"
                className={request.tone === 'primary' ? '' : 'admin-btn--danger'}
                onClick={() => answer(true)}
              >
                {request.confirmLabel}
              </Button>
            </>
          }
        >
          <div id={messageId} className="admin-confirm__message">
            {request.message}
          </div>
        </Modal>
      )}
    </ConfirmContext.Provider>
  );
}

export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm needs a ConfirmProvider');
  return confirm;
}
