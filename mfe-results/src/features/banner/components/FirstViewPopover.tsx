import { useId, useRef, type RefObject } from 'react';
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
 * First view (docs/product/results.md#first-view): an overlay dims the page and a popover invites the visitor to say who
 * will be insured. It is a non-modal dialog: it appears on its own, so it does not take focus from
 * what the visitor is doing (it closes by itself after 5 s); it is next in the tab order, and
 * Escape, its close button or a click on the overlay close it. Loaded only when it opens.
 */
const FirstViewPopover = ({ profileForm, anchor, onOpenProfile, onClose }: FirstViewPopoverProps) => {
  const text = useBannerText(profileForm);
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useAnchoredPopover(panel, anchor, true);
  useEscape(true, onClose);

  return (
    <>
      <div className="qs-banner-overlay" data-testid="first-view-overlay" aria-hidden="true" onClick={onClose} />
      <div ref={panel} popover="manual" role="dialog" aria-labelledby={titleId} className="qs-banner-popover qs-banner-first-view">
        <button type="button" className="qs-banner-first-view__close" aria-label={text('firstView.close')} onClick={onClose}>
          ×
        </button>
        <h3 id={titleId} className="qs-banner-first-view__title">
          {text('firstView.title')}
        </h3>
        <p>{text('firstView.message')}</p>
        <button
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
    </>
  );
};

export default FirstViewPopover;
