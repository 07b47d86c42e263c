import { useTranslation } from 'react-i18next';
import { formatCop } from '@qs/shared';
import type { ProductSlot } from '../hooks/useCompareProducts';
import { SlotOffers } from './SlotOffers';

export interface CompareSlotProps {
  slot: ProductSlot | null;
  onRemove: () => void;
}

/** One of the bar's 3 slots: a chosen product (logo, name, minimum price, remove), one loading, or an empty one. */
export const CompareSlot = ({ slot, onRemove }: CompareSlotProps) => {
  const { t } = useTranslation('results');
  if (slot === null || slot.status === 'invalid') {
    return (
      <li className="qs-compare-slot qs-compare-slot--empty">
        <span className="qs-visually-hidden">{t('compare.emptySlot')}</span>
      </li>
    );
  }
  if (slot.status === 'loading') {
    return (
      <li className="qs-compare-slot qs-compare-slot--loading" aria-busy="true">
        {t('compare.loadingSlot')}
      </li>
    );
  }
  const { product } = slot;
  return (
    <li className="qs-compare-slot">
      {product.organization.metadata.image && (
        <img
          className="qs-compare-slot__logo"
          src={product.organization.metadata.image}
          alt=""
          width={48}
          height={24}
        />
      )}
      <span className="qs-compare-slot__name" title={product.displayName}>
        {product.displayName}
      </span>
      <span className="qs-compare-slot__price">
        <span className="qs-compare-slot__basis">
          {product.price.basis === 'profile' ? t('card.priceForProfile') : t('card.from')}
        </span>{' '}
        <span className="qs-compare-slot__amount">{formatCop(product.price.minPrice)}</span>
        <span className="qs-compare-slot__suffix"> {product.price.suffix}</span>
      </span>
      <SlotOffers product={product} />
      <button
        type="button"
        className="qs-compare-slot__remove"
        aria-label={t('compare.remove', { name: product.displayName })}
        onClick={onRemove}
      >
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
};
