import { render, screen } from '@testing-library/react';
import { addSliceTranslations, type PlanOffer } from '@qs/shared';
import es from '../../../i18n/es.json';
import { compareProduct } from '../test/compare-products';
import { CompareSlot } from './CompareSlot';

addSliceTranslations('results', es);

const offer = (code: string, title: string, extra: Partial<PlanOffer> = {}): PlanOffer => ({
  id: 1,
  code,
  offerType: { name: 'DISCOUNT' },
  title,
  description: `${title}.`,
  discount: { unitCode: 'PERCENT', amount: 10, salesLimitQuantityEnable: false, product: 'primeras 3 cuotas' },
  priceRange: { from: 90000, unit: { code: 'COP' } },
  productCode: 'EPS-1002',
  ...extra,
});

const renderSlot = (offers: PlanOffer[]) => {
  const product = compareProduct(1002, { information: { offers } });
  render(
    <ul>
      <CompareSlot slot={{ status: 'ready', product }} onRemove={() => undefined} />
    </ul>,
  );
  return screen.getByRole('listitem');
};

describe("a comparison bar slot's offers (docs/product/results.md#comparison-bar)", () => {
  it("shows the first offer on one line, '+N' for the others, and names them all", () => {
    const slot = renderSlot([offer('descuento-10', '10% de descuento'), offer('telemedicina', 'Telemedicina 24/7')]);
    expect(slot).toHaveTextContent('Oferta: 10% de descuento +1');
    expect(slot).toHaveTextContent('Ofertas: 10% de descuento, Telemedicina 24/7');
    expect(slot.querySelector('.qs-compare-slot__offer')).toHaveAttribute(
      'title',
      'Ofertas: 10% de descuento, Telemedicina 24/7',
    );
  });

  it('leaves out an exhausted promotion, and says nothing for a plan without offers', () => {
    const slot = renderSlot([
      offer('kit', 'Kit de bienvenida', { offerType: { name: 'STOCK' }, stock: 0, exhausted: true }),
      offer('descuento-10', '10% de descuento'),
    ]);
    expect(slot).toHaveTextContent('Oferta: 10% de descuento');
    expect(slot).not.toHaveTextContent('Kit de bienvenida');
    expect(slot).not.toHaveTextContent('+1');
  });

  it('has no offer line without offers', () => {
    const slot = renderSlot([]);
    expect(slot).not.toHaveTextContent('Oferta');
    expect(slot.querySelector('.qs-compare-slot__offer')).toBeNull();
  });
});
