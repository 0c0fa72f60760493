import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import './modal.css';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

type ModalProps = {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  /** alertdialog for confirmations, which interrupt the work. */
  role?: 'dialog' | 'alertdialog';
  size?: 'sm' | 'md' | 'lg';
  describedBy?: string;
  /** Blocks Escape and the backdrop while a request runs, so a result is never lost. */
  busy?: boolean;
};

/** The × that closes a dialog or a pane; disabled while a request runs, so its answer is seen. */
export function CloseButton({ onClose, disabled }: { onClose: () => void; disabled: boolean }) {
  return (
    <button type="button" className="admin-icon-button" onClick={onClose} disabled={disabled} aria-label="Close">
      <span aria-hidden="true">×</span>
    </button>
  );
}

/**
 * A modal dialog that keeps keyboard focus inside it, closes on Escape, and gives focus back to
 * whatever opened it. Not the native <dialog>: its top layer would cover the notifications that
 * report what the dialog just did.
 */
export function Modal({
  title,
  onClose,
  children,
  footer,
  role = 'dialog',
  size = 'md',
  describedBy,
  busy = false,
}: ModalProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  const busyRef = useRef(busy);
  busyRef.current = busy;

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const node = panel.current;
    const first = node?.querySelector<HTMLElement>('[data-autofocus]') ?? node?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? node)?.focus();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previousOverflow;
      if (opener && document.contains(opener)) opener.focus();
    };
  }, []);

  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      if (!busyRef.current) closeRef.current();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const items = Array.from(panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
      (item) => item.offsetParent !== null || item === document.activeElement,
    );
    if (items.length === 0) {
      event.preventDefault();
      return;
    }
    const firstItem = items[0]!;
    const lastItem = items[items.length - 1]!;
    if (event.shiftKey && document.activeElement === firstItem) {
      event.preventDefault();
      lastItem.focus();
    } else if (!event.shiftKey && document.activeElement === lastItem) {
      event.preventDefault();
      firstItem.focus();
    }
  };

  return createPortal(
    <div className="admin-modal" onKeyDown={onKeyDown}>
      <div
        className="admin-modal__backdrop"
        aria-hidden="true"
        onClick={() => !busyRef.current && closeRef.current()}
      />
      <div
        ref={panel}
        className={`admin-modal__panel admin-modal__panel--${size}`}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
      >
        {/* Not <header>/<footer>: portalled to the body, they would be a second banner and contentinfo landmark. */}
        <div className="admin-modal__header">
          <h2 id={titleId} className="admin-modal__title">
            {title}
          </h2>
          <CloseButton onClose={onClose} disabled={busy} />
        </div>
        <div className="admin-modal__body">{children}</div>
        {footer && <div className="admin-modal__footer">{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}
