import type { ReactNode, RefObject } from 'react';
import * as Dialog from '@radix-ui/react-dialog';

export interface DrawerDialogProps {
  /** The shell's button that opened it (the hamburger, the user-mode banner): focus returns to it. */
  opener: RefObject<HTMLButtonElement | null>;
  id: string;
  title: string;
  closeLabel: string;
  onClose(): void;
  children: ReactNode;
  /** Further classes of the drawer, e.g. `qs-side-menu--end` to slide in from the right. */
  className?: string;
}

/**
 * Radix's modal dialog as a side drawer: focus moves in and stays there, the page behind is
 * inert, Escape or the close button closes it, and focus returns to the button that opened it.
 * Loaded on demand: see `deferred-module.ts`.
 */
const DrawerDialog = ({ opener, id, title, closeLabel, onClose, children, className }: DrawerDialogProps) => (
  <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
    <Dialog.Portal>
      <Dialog.Overlay className="qs-side-menu__overlay" />
      <Dialog.Content
        id={id}
        className={className ? `qs-side-menu ${className}` : 'qs-side-menu'}
        aria-describedby={undefined}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          opener.current?.focus();
        }}
      >
        <div className="qs-side-menu__header">
          <Dialog.Title className="qs-side-menu__title">{title}</Dialog.Title>
          <Dialog.Close className="qs-side-menu__close" aria-label={closeLabel}>
            <span aria-hidden="true">×</span>
          </Dialog.Close>
        </div>
        {children}
      </Dialog.Content>
    </Dialog.Portal>
  </Dialog.Root>
);

export default DrawerDialog;
