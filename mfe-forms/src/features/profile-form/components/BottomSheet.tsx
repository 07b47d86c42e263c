import { useEffect, useRef, type ReactNode } from 'react';

export interface BoxFrameProps {
  id: string;
  open: boolean;
  labelledBy: string;
  /** The visitor asks to close (Escape, outside, the box's button); the box may refuse. */
  onCloseRequest: (via: 'escape' | 'outside') => boolean;
  children: ReactNode;
}

/**
 * A phone's box (docs/product/forms.md#profile-form: a bottom sheet): a modal native <dialog> anchored to the bottom.
 * Escape and a tap on the backdrop only ask to close. Escape is cancelled at keydown, because
 * Chromium lets a second Escape without user activation close a dialog whatever 'cancel' says.
 */
export const BottomSheet = ({ id, open, labelledBy, onCloseRequest, children }: BoxFrameProps) => {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      id={id}
      className="qs-sheet"
      aria-labelledby={labelledBy}
      onCancel={(event) => {
        event.preventDefault();
        onCloseRequest('escape');
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        event.stopPropagation();
        onCloseRequest('escape');
      }}
      onClick={(event) => {
        // A click on the backdrop targets the dialog itself; its content fills the rest.
        if (event.target === event.currentTarget) onCloseRequest('outside');
      }}
    >
      <div className="qs-sheet__body">{children}</div>
    </dialog>
  );
};
