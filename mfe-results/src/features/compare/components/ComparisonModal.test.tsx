import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addSliceTranslations, type CompareProduct } from '@qs/shared';
import es from '../../../i18n/es.json';
import { compareProduct } from '../test/compare-products';
import { ComparisonModal } from './ComparisonModal';

addSliceTranslations('results', es);

const renderModal = (products: CompareProduct[], partner = false) =>
  render(<ComparisonModal open products={products} partner={partner} onClose={jest.fn()} />);

/** The cells of one row, by its header, as text. */
const rowCells = (name: string) => {
  const header = screen.getByRole('rowheader', { name });
  return within(header.closest('tr')!)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
};

describe('ComparisonModal', () => {
  it('is titled with the boxing glove and has a column per product: logo, name, price, apply in a new window', () => {
    renderModal([compareProduct(1001), compareProduct(1002)]);
    const dialog = screen.getByRole('dialog', { name: 'Comparación de seguros' });
    const headers = within(dialog).getAllByRole('columnheader');
    expect(headers).toHaveLength(2);
    expect(headers[0]).toHaveTextContent('Plan Complementario 1001');
    expect(headers[0]).toHaveTextContent('Desde $ 101.001 /mes');
    expect(within(headers[0]!).getByRole('img', { name: 'Salud Andina EPS' })).toBeInTheDocument();
    const apply = within(headers[0]!).getByRole('link', { name: 'Solicitar Plan Complementario 1001' });
    expect(apply).toHaveAttribute('href', '/EPS/salud-andina-eps/plan-1001/Solicitar');
    expect(apply).toHaveAttribute('target', '_blank');
    expect(apply).toHaveAttribute('rel', 'noopener');
    const detail = screen.getByRole('link', { name: 'Ver detalle Plan Complementario 1002' });
    expect(detail).toHaveAttribute('href', '/EPS/salud-andina-eps/plan-1002');
    expect(detail).toHaveAttribute('target', '_blank');
  });

  it('says planes on a partner site', () => {
    renderModal([compareProduct(1), compareProduct(2)], true);
    expect(screen.getByRole('dialog', { name: 'Comparación de planes' })).toBeInTheDocument();
  });

  it('words the annual maximum: unlimited, Sin tope, USD/Año and USD/V minimum only, COP amounts', () => {
    type Top = CompareProduct['coverage']['topAmount'];
    const top = (min: number, max: number, currencyCode: string): Top => ({ min, max, unit: { currencyCode } });
    // This API always states a minimum; the modal still words a missing one (another catalogue's answer).
    const unlimited = { min: null, max: null, unit: { currencyCode: 'COP' } } as unknown as Top;
    const withTop = (id: number, topAmount: Top) =>
      compareProduct(id, { coverage: { ...compareProduct(id).coverage, topAmount } });
    renderModal([withTop(1, unlimited), withTop(2, top(0, 0, 'COP')), withTop(3, top(50000, 90000, 'USD/Año'))]);
    expect(rowCells('Beneficio máximo anual')).toEqual(['Ilimitado', 'Sin tope', '50.000 USD/Año']);
  });

  it('shows only the minimum for USD/V and formats COP ranges', () => {
    const withTop = (id: number, min: number, max: number, currencyCode: string) =>
      compareProduct(id, {
        coverage: { ...compareProduct(id).coverage, topAmount: { min, max, unit: { currencyCode } } },
      });
    renderModal([withTop(1, 20000, 40000, 'USD/V'), withTop(2, 80000000, 80000000, 'COP')]);
    expect(rowCells('Beneficio máximo anual')).toEqual(['20.000 USD/V', '$\u00a080.000.000']);
  });

  it("words the deductible: 'No cubre' when none, 'Sin copago' when zero, else the range", () => {
    const COPAGO = { name: 'Copago', code: 'COP', currencyCode: 'COP' };
    const withDeductible = (id: number, deductible: CompareProduct['coverage']['deductible']) =>
      compareProduct(id, { coverage: { ...compareProduct(id).coverage, deductible } });
    renderModal([
      withDeductible(1, null),
      withDeductible(2, { min: 0, max: 0, unit: COPAGO }),
      withDeductible(3, { min: 15000, max: 150000, unit: COPAGO }),
    ]);
    expect(rowCells('Copago')).toEqual(['No cubre', 'Sin copago', '$\u00a015.000 – $\u00a0150.000']);
    expect(rowCells('Porcentaje de cobertura')).toEqual(['60 % – 100 %', '60 % – 100 %', '60 % – 100 %']);
    expect(rowCells('Área de protección')[0]).toBe('ColombiaCobertura en todo el territorio colombiano.');
  });

  it('writes what each plan covers in words beside a drawing, never as emoji only (docs/product/results.md#comparison-modal)', () => {
    const features = [
      {
        name: 'has_inpatient_coverage',
        feature_type_id: 1,
        displayName: 'Hospitalización',
        description: '',
        icon: 'hospital',
      },
      { name: 'has_dental_coverage', feature_type_id: 3, displayName: 'Odontología', description: '', icon: 'tooth' },
    ];
    renderModal([compareProduct(1, { features }), compareProduct(2)]);
    // The whole text of the cells is the names: no emoji glyph a machine without an emoji font would box.
    expect(rowCells('Coberturas incluidas')).toEqual(['HospitalizaciónOdontología', 'Hospitalización']);
    const [first] = screen.getAllByRole('list').filter((list) => list.classList.contains('qs-compare-features'));
    const items = within(first!).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Hospitalización', 'Odontología']);
    for (const item of items) {
      // The name is shown, not only read out; the drawing is decorative.
      expect(item.querySelector('.qs-visually-hidden')).toBeNull();
      expect(item.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    }
  });

  it("'Solo diferencias' is a switch that hides the rows where every product is equal", async () => {
    const richer = compareProduct(2, {
      coverage: { ...compareProduct(2).coverage, topAmount: { min: 0, max: 0, unit: { currencyCode: 'COP' } } },
    });
    renderModal([compareProduct(1), richer]);
    const rowNames = () => screen.getAllByRole('rowheader').map((header) => header.textContent);
    expect(rowNames()).toEqual([
      'Área de protección',
      'Beneficio máximo anual',
      'Copago',
      'Porcentaje de cobertura',
      'Coberturas incluidas',
      'Detalle del plan',
    ]);

    const toggle = screen.getByRole('switch', { name: 'Solo diferencias' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(rowNames()).toEqual(['Beneficio máximo anual', 'Detalle del plan']);

    await userEvent.click(toggle);
    expect(rowNames()).toHaveLength(6);
  });

  it('says so when every compared row is equal', async () => {
    renderModal([compareProduct(1), compareProduct(2)]);
    await userEvent.click(screen.getByRole('switch', { name: 'Solo diferencias' }));
    expect(screen.getByText('Estos planes son iguales en todo lo que comparamos.')).toBeInTheDocument();
  });

  it('narrows the columns for a third product', () => {
    const { container } = renderModal([compareProduct(1), compareProduct(2), compareProduct(3)]);
    expect(container.ownerDocument.querySelector('table')).toHaveClass('qs-compare-table--3');
  });
});
