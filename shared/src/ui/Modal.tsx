import { useEffect, useId, useRef, type ReactNode, type SyntheticEvent } from 'react';
import './shared-ui.css';

export interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  size?: 'medium' | 'large';
  /** Label of the close button (an icon button). */
  closeLabel?: string;
  /** The dialog cannot be dismissed (close button disabled, Escape ignored), e.g. until a required step is done. */
  closeDisabled?: boolean;
}

/**
 * Modal dialog on the native <dialog>: showModal() makes the page behind inert, traps focus,
 * closes on Escape and returns focus to the opener — no library bytes on every page.
 */
export const Modal = ({
  open,
  title,
  onClose,
  children,
  size = 'medium',
  closeLabel = 'Cerrar',
  closeDisabled = false,
}: ModalProps) => {
  const ref = useRef<HTMLDialogElement>(null);
  const wanted = useRef(open);
  const titleId = useId();

  useEffect(() => {
    wanted.current = open;
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  // The browser may close a modal on its own (Chrome does after a second Escape whose 'cancel' cannot be
  // refused): keep it open when closing is disabled, else tell the owner, so its state follows the page.
  const closedByBrowser = (event: SyntheticEvent<HTMLDialogElement>) => {
    // React passes a nested dialog's 'close' up the component tree: only this dialog's own counts.
    if (event.target !== event.currentTarget || !wanted.current) return;
    if (closeDisabled) ref.current?.showModal();
    else onClose();
  };

  return (
    <dialog
      ref={ref}
      className={`qs-modal qs-modal--${size}`}
      aria-labelledby={titleId}
      onClose={closedByBrowser}
      onCancel={(event) => {
        if (event.target !== event.currentTarget) return; // a nested dialog's Escape is its own
        event.preventDefault();
        if (!closeDisabled) onClose();
      }}
    >
      {open && (
        <div className="qs-modal__body">
          <header className="qs-modal__header">
            <h2 id={titleId} className="qs-modal__title">
              {title}
            </h2>
            <button
              type="button"
              className="qs-modal__close"
              aria-label={closeLabel}
              onClick={onClose}
              disabled={closeDisabled}
            >
              ×
            </button>
          </header>
          {children}
        </div>
      )}
    </dialog>
  );
};
