import { useRef, type ReactNode, type RefObject } from 'react';
import * as Popover from '@radix-ui/react-popover';

export interface AnchoredPopoverProps {
  /** The shell's own button that opened it: positions the panel and gets focus back. */
  anchor: RefObject<HTMLButtonElement | null>;
  id: string;
  className: string;
  align: 'start' | 'end';
  sideOffset: number;
  onClose(): void;
  children: ReactNode;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

/**
 * Radix's popover panel, opened by a button the shell renders itself (so the button exists
 * before this code is downloaded). Radix moves focus in, closes on Escape or an outside click
 * and keeps the panel in view; focus goes back to the button unless the visitor clicked
 * elsewhere. Loaded on demand: see `deferred-module.ts`.
 */
const AnchoredPopover = ({ anchor, onClose, children, align, sideOffset, ...content }: AnchoredPopoverProps) => {
  const closedByPointer = useRef(false);
  return (
    <Popover.Root open onOpenChange={(open) => !open && onClose()}>
      <Popover.Anchor virtualRef={anchor as RefObject<HTMLButtonElement>} />
      <Popover.Portal>
        <Popover.Content
          {...content}
          align={align}
          sideOffset={sideOffset}
          onPointerDownOutside={(event) => {
            // A press on the opening button toggles it there; do not close and reopen here.
            if (anchor.current?.contains(event.target as Node)) event.preventDefault();
            else closedByPointer.current = true;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (!closedByPointer.current) anchor.current?.focus();
          }}
        >
          {children}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
};

export default AnchoredPopover;
