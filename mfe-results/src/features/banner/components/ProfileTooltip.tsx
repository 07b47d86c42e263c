import { useCallback, useEffect, useId, useRef, useState, type FocusEvent } from 'react';
import { useAnchoredPopover } from '../hooks/useAnchoredPopover';
import { useBannerText } from '../hooks/useBannerText';
import { useEscape } from '../hooks/useEscape';

export interface ProfileTooltipProps {
  /** The comparator's profile form: 'pets' words the texts for pets. */
  profileForm?: string;
  /** A profile was entered: prices are that profile's, not starting prices. */
  entered: boolean;
  isPhone: boolean;
  onOpenProfile: () => void;
}

/** Time to move the pointer from the button to the panel before it closes. */
const HOVER_CLOSE_DELAY_MS = 200;

/**
 * Profile tooltip (docs/product/results.md#profile-tooltip): a popover by the price information, opened by hover or focus on
 * desktop and by a tap on a phone, with a message and a link to the profile modal. The panel
 * follows its button in the DOM, so Tab reaches its link; Escape closes it and focuses the button.
 */
export const ProfileTooltip = ({ profileForm, entered, isPhone, onOpenProfile }: ProfileTooltipProps) => {
  const text = useBannerText(profileForm);
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLSpanElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  // Focus given back by Escape must not open the panel again.
  const refocusing = useRef(false);
  const panelId = useId();
  const state = entered ? 'profile' : 'noProfile';
  const label = text(`tooltip.trigger.${state}`);

  useAnchoredPopover(panel, trigger, open);
  const cancelClose = () => window.clearTimeout(closeTimer.current);
  useEffect(() => cancelClose, []);

  const show = () => {
    cancelClose();
    setOpen(true);
  };
  const escape = useCallback(() => {
    setOpen(false);
    // Only focus that was in the tooltip comes back to its button; a hover-open leaves focus alone.
    if (!wrapper.current?.contains(document.activeElement)) return;
    refocusing.current = true;
    trigger.current?.focus();
    refocusing.current = false;
  }, []);
  useEscape(open, escape);

  // A tap elsewhere closes it on a phone (there is no pointer leaving to rely on).
  useEffect(() => {
    if (!open || !isPhone) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, isPhone]);

  const onBlur = (event: FocusEvent) => {
    if (!wrapper.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  return (
    <span
      ref={wrapper}
      className="qs-banner-tooltip"
      onMouseEnter={isPhone ? undefined : show}
      onMouseLeave={
        isPhone ? undefined : () => (closeTimer.current = window.setTimeout(() => setOpen(false), HOVER_CLOSE_DELAY_MS))
      }
      onBlur={onBlur}
    >
      <button
        ref={trigger}
        type="button"
        className="qs-banner-tooltip__trigger"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onFocus={isPhone ? undefined : () => !refocusing.current && show()}
        onClick={() => (isPhone ? setOpen((value) => !value) : show())}
      >
        <span className="qs-banner-tooltip__icon" aria-hidden="true">
          i
        </span>
        {label}
      </button>
      {open && (
        <div
          ref={panel}
          id={panelId}
          popover="manual"
          role="dialog"
          aria-label={label}
          className="qs-banner-popover qs-banner-tooltip__panel"
        >
          <p>{text(`tooltip.message.${state}`)}</p>
          <button
            type="button"
            className="qs-banner-link"
            onClick={() => {
              setOpen(false);
              onOpenProfile();
            }}
          >
            {text(`tooltip.link.${state}`)}
          </button>
        </div>
      )}
    </span>
  );
};
