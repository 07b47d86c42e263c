import { useEffect, useId, useRef, type RefObject } from 'react';
import { useAnchoredPopover } from '../hooks/useAnchoredPopover';
import { useBannerText } from '../hooks/useBannerText';
import { useEscape } from '../hooks/useEscape';

export interface FirstViewPopoverProps {
  /** The comparator's profile form: 'pets' words the texts for pets. */
  profileForm?: string;
  /** The banner's profile area the popover points at. */
  anchor: RefObject<HTMLElement | null>;
  onOpenProfile: () => void;
  onClose: () => void;
}

/**
 * First view (docs/product/results.md#first-view): a popover invites the visitor to say who will be insured.
 * Nothing covers the page: a click anywhere else does what it does there and closes the popover on the way.
 * It opens only for a visitor who has not started (no tap, click or key in 9 s), so it takes focus (its action)
 * and gives it back where it was when it closes: on Escape, its close button, a click elsewhere, or by itself
 * after 5 s. Loaded only when it opens.
 */
const FirstViewPopover = ({ profileForm, anchor, onOpenProfile, onClose }: FirstViewPopoverProps) => {
  const text = useBannerText(profileForm);
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useAnchoredPopover(panel, anchor, true);
  useEscape(true, onClose);
  const action = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    action.current?.focus();
    // A press outside closes it without stopping the press: what was under it still gets the click.
    const onPointerDown = (event: PointerEvent) => {
      if (!panel.current?.contains(event.target as Node)) onClose();
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown, true);
      // Back where the visitor was, unless they have moved on to something else meanwhile.
      if (
        !document.activeElement ||
        document.activeElement === document.body ||
        panel.current?.contains(document.activeElement)
      )
        previous?.focus();
    };
  }, [onClose]);

  return (
    <div
      ref={panel}
      popover="manual"
      role="dialog"
      aria-labelledby={titleId}
      className="qs-banner-popover qs-banner-first-view"
    >
      <button
        type="button"
        className="qs-banner-first-view__close"
        aria-label={text('firstView.close')}
        onClick={onClose}
      >
        ×
      </button>
      <h3 id={titleId} className="qs-banner-first-view__title">
        {text('firstView.title')}
      </h3>
      <p>{text('firstView.message')}</p>
      <button
        ref={action}
        type="button"
        className="qs-button"
        onClick={() => {
          onClose();
          onOpenProfile();
        }}
      >
        {text('firstView.action')}
      </button>
    </div>
  );
};

export default FirstViewPopover;
