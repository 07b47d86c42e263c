import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { useAnchoredPosition } from '../hooks/useAnchoredPosition';
import type { BoxFrameProps } from './BottomSheet';

export interface DropdownBoxProps extends BoxFrameProps {
  /** The button that opens the box: the box sits under it, and a click on it is not a click outside. */
  anchorRef: RefObject<HTMLElement | null>;
}

/**
 * A desktop's box (docs/product/forms.md#profile-form: a dropdown box): a non-modal dialog under its button, shown as a
 * manual popover (the top layer: a banner's or a modal's overflow cannot clip it). Escape and a
 * click outside ask to close; when the box refuses, the click outside does not take the focus away.
 */
export const DropdownBox = ({ id, open, labelledBy, onCloseRequest, anchorRef, children }: DropdownBoxProps) => {
  const ref = useRef<HTMLDivElement>(null);
  const request = useRef(onCloseRequest);
  request.current = onCloseRequest;
  const position = useAnchoredPosition(anchorRef, open);

  useLayoutEffect(() => {
    const box = ref.current;
    // Browsers without the popover API (and jsdom) show it in place; `hidden` hides it.
    if (!box || typeof box.showPopover !== 'function') return;
    if (open && !box.matches(':popover-open')) box.showPopover();
    if (!open && box.matches(':popover-open')) box.hidePopover();
  }, [open]);

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
      popover="manual"
      hidden={!open}
      style={position}
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
