import { render, screen, within } from '@testing-library/react';
import { addSliceTranslations, type PlanPrice } from '@qs/shared';
import es from '../../../i18n/es.json';
import type { ProfilePricing } from '../../pricing';
import { ProfilePriceTable } from './ProfilePriceTable';

addSliceTranslations('detail', es);

const companyPricing = (price: PlanPrice): ProfilePricing =>
  ({
    formKey: 'colectivo',
    profile: { ingresodatos: true, cotizante: [{ edad: 40, sexo: 'Femenino' }], colectivo: { cantidadempleados: 60 } },
    price: {
      status: 'ready',
      value: {
        insuranceId: 1,
        productCode: 'COL501',
        price,
        price_detail: { label: '' },
        arePricesDefined: true,
        profilePrice: null,
      },
    },
    retry: () => undefined,
    people: [{ role: 'cotizante', age: 40, insurable: true, price: 118_300 }],
    displayed: price,
  }) as unknown as ProfilePricing;

describe('ProfilePriceTable', () => {
  it("a company plan's table gives the price per employee and, below it, what the whole company pays", () => {
    const price = {
      minPrice: 118_300,
      unit: { id: 1, code: 'COP' },
      suffix: '/mes p/empl.',
      basis: 'profile',
      total: { employees: 60, amount: 7_098_000 },
    } as PlanPrice;
    render(<ProfilePriceTable pricing={companyPricing(price)} />);
    const rows = within(screen.getByRole('table'))
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows.slice(-2)).toEqual([
      'Total$\u00a0118.300 /mes p/empl.',
      'Para tu empresa (60 empleados)$\u00a07.098.000 /mes',
    ]);
  });

  it('a plan without a company total has the one Total row', () => {
    const price = {
      minPrice: 118_300,
      unit: { id: 1, code: 'COP' },
      suffix: '/mes p/empl.',
      basis: 'profile',
    } as PlanPrice;
    render(<ProfilePriceTable pricing={companyPricing(price)} />);
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('row')
        .map((row) => row.textContent)
        .at(-1),
    ).toBe('Total$\u00a0118.300 /mes p/empl.');
  });
});
