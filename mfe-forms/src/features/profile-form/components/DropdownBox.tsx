import { useEffect, useRef, type RefObject } from 'react';
import type { BoxFrameProps } from './BottomSheet';

export interface DropdownBoxProps extends BoxFrameProps {
  /** The button that opens the box: a click on it is not a click outside. */
  anchorRef: RefObject<HTMLElement | null>;
}

/**
 * A desktop's box (seed 001 §2: a dropdown box): a non-modal dialog under its button. Escape
 * and a click outside ask to close; when the box refuses, the click outside does not take the
 * focus away from it.
 */
export const DropdownBox = ({ id, open, labelledBy, onCloseRequest, anchorRef, children }: DropdownBoxProps) => {
  const ref = useRef<HTMLDivElement>(null);
  const request = useRef(onCloseRequest);
  request.current = onCloseRequest;

  useEffect(() => {
    if (!open) return undefined;
    const onMouseDown = (event: MouseEvent) => {
      const target = event.target as Node;
      if (ref.current?.contains(target) || anchorRef.current?.contains(target)) return;
      if (!request.current('outside')) event.preventDefault();
    };
    document.addEventListener('mousedown', onMouseDown, true);
    return () => document.removeEventListener('mousedown', onMouseDown, true);
  }, [open, anchorRef]);

  return (
    <div
      ref={ref}
      id={id}
      role="dialog"
      aria-labelledby={labelledBy}
      className="qs-dropdown-box"
      hidden={!open}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        // Not the surrounding modal's Escape: this box answers it.
        event.preventDefault();
        event.stopPropagation();
        onCloseRequest('escape');
      }}
    >
      {children}
    </div>
  );
};
