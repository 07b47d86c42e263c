import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getPartner, type Comparator, type Profile } from '@qs/shared';
import { useCompareProducts } from '../hooks/useCompareProducts';
import { useCompareSelection } from '../hooks/useCompareSelection';
import { useCompareSync } from '../hooks/useCompareSync';
import { useReservedBottom } from '../hooks/useReservedBottom';
import { MIN_TO_COMPARE, toSlots } from '../model/compare-slots';
import { CompareSlot } from './CompareSlot';
import './compare.css';

// The modal is not part of the results page's first load: it is fetched on first open.
const ComparisonModal = lazy(() => import('./ComparisonModal'));

export interface ComparisonBarProps {
  comparator: Comparator;
  /** The visitor's stored profile: an entered one prices the chosen plans as their cards are. */
  profile?: Profile | null;
}

/**
 * The bar fixed at the bottom (docs/product/results.md#comparison-bar): visible with at least one chosen plan, 3 slots, the hint
 * under 2, and 'Comparar' opening the comparison modal at 2 or more.
 */
export const ComparisonBar = ({ comparator, profile = null }: ComparisonBarProps) => {
  const { t } = useTranslation('results');
  const { ids, modalOpen, remove, keepOnly, openModal, closeModal } = useCompareSelection();
  useCompareSync(ids);
  const { slotOf, failed, retry } = useCompareProducts(ids, comparator, profile);
  const bar = useRef<HTMLElement>(null);
  const visible = ids.length > 0;
  useReservedBottom(bar, visible);
  // Once loaded, the modal stays mounted and closes as a dialog, which gives focus back to 'Comparar'.
  const [modalLoaded, setModalLoaded] = useState(false);
  const products = ids.flatMap((id) => {
    const slot = slotOf(id);
    return slot.status === 'ready' ? [slot.product] : [];
  });
  const showModal = modalOpen && products.length === ids.length && ids.length >= MIN_TO_COMPARE;
  useEffect(() => {
    if (showModal) setModalLoaded(true);
  }, [showModal]);

  // Ids that are not plans of this comparator (a stale or edited link) leave the selection.
  const invalidKey = ids.filter((id) => slotOf(id).status === 'invalid').join(',');
  useEffect(() => {
    if (invalidKey) keepOnly(ids.filter((id) => !invalidKey.split(',').includes(String(id))));
  }, [invalidKey, ids, keepOnly]);

  if (!visible) return null;
  const partner = getPartner() !== null;

  return (
    <section ref={bar} className="qs-compare-bar" aria-label={t('compare.barLabel')}>
      <ol className="qs-compare-bar__slots">
        {toSlots(ids).map((id, index) => (
          <CompareSlot
            key={id ?? `empty-${index}`}
            slot={id === null ? null : slotOf(id)}
            onRemove={() => id !== null && remove(id)}
          />
        ))}
      </ol>
      <div className="qs-compare-bar__actions">
        {failed && (
          <p className="qs-compare-bar__error" role="alert">
            {t('compare.loadError')}{' '}
            <button type="button" className="qs-compare-bar__retry" onClick={retry}>
              {t('compare.retry')}
            </button>
          </p>
        )}
        {ids.length < MIN_TO_COMPARE && (
          <p className="qs-compare-bar__hint">{t(partner ? 'compare.hintPartner' : 'compare.hint')}</p>
        )}
        <button
          type="button"
          className="qs-button qs-compare-bar__open"
          disabled={ids.length < MIN_TO_COMPARE}
          onClick={openModal}
        >
          {t('compare.open')}
        </button>
      </div>
      {(showModal || modalLoaded) && (
        <Suspense fallback={null}>
          <ComparisonModal open={showModal} products={products} partner={partner} onClose={closeModal} />
        </Suspense>
      )}
    </section>
  );
};
