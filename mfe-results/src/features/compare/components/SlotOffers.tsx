import { useTranslation } from 'react-i18next';
import type { CompareProduct } from '@qs/shared';

type Offer = CompareProduct['information']['offers'][number];

/** The offers a chosen plan has on sale: an exhausted promotion (stock 0) is no offer to compare by. */
export const liveOffers = (product: CompareProduct): Offer[] =>
  (product.information?.offers ?? []).filter((offer) => offer.stock !== 0 && offer.exhausted !== true);

/**
 * A chosen plan's offers in its slot of the comparison bar (docs/product/results.md#comparison-bar): the first
 * one's title on one line ('Oferta: 10% de descuento'), '+N' for the others; the whole list is its title and,
 * for a screen reader, its text.
 */
export const SlotOffers = ({ product }: { product: CompareProduct }) => {
  const { t } = useTranslation('results');
  const offers = liveOffers(product);
  const [first] = offers;
  if (!first) return null;
  const more = offers.length - 1;
  const label = t('compare.offersTitle', { list: offers.map((offer) => offer.title).join(', '), count: offers.length });
  return (
    <span className="qs-compare-slot__offer" title={label}>
      <span aria-hidden="true">
        {t('compare.offer', { title: first.title })}
        {more > 0 && <span className="qs-compare-slot__offer-more"> {t('compare.offersMore', { count: more })}</span>}
      </span>
      <span className="qs-visually-hidden">{label}</span>
    </span>
  );
};
