import { render, screen, within } from '@testing-library/react';
import { Provider } from 'jotai';
import { addSliceTranslations, saveProfile, type PlanDetail } from '@qs/shared';
import es from '../../../i18n/es.json';
import { stubApi, testPlan } from '../../../test/test-fixtures';
import { useProfilePricing } from '../../pricing';
import { PriceDetail } from './PriceDetail';

addSliceTranslations('detail', es);

const cop = (minAmount: number | null, maxAmount = minAmount) => ({
  minAmount,
  maxAmount,
  defaultAmount: minAmount,
  unit: { name: 'Copago', code: 'COP', currencyCode: 'COP' },
});
const percent = (value: number) => ({
  minAmount: value,
  maxAmount: value,
  defaultAmount: value,
  unit: { name: 'Porcentaje', code: 'PERCENT', currencyCode: null },
});

const resume = [
  {
    id: 1,
    name: 'Hospitalización',
    coverages: [
      { id: 11, insuranceBenefit: 'Habitación individual', amounts: { percentage: percent(90), deductible: cop(0) } },
      { id: 12, insuranceBenefit: 'Prótesis', amounts: { percentage: percent(70), compensation: cop(5_000_000) } },
    ],
  },
];

const price = (plan: PlanDetail) => ({
  insuranceId: plan.id,
  productCode: plan.productCode,
  price: { minPrice: 181_000, unit: { code: 'COP' }, suffix: '/mes', basis: 'profile' },
  price_detail: { label: '/mes' },
  arePricesDefined: true,
  profilePrice: {
    total: { profilesWithPrice: 1, profilesEvaluated: 2, arePricesDefined: true },
    profiles: [
      { index: 0, role: 'cotizante', method: 'ageBand', price: 181_000, ageRange: '45 a 49 años' },
      { index: 1, role: 'carga', method: 'PriceNotFound', price: null, ageRange: null },
    ],
  },
});

/** The tab as the page mounts it: with the page's one pricing. */
const PriceTab = ({ plan }: { plan: PlanDetail }) => <PriceDetail plan={plan} pricing={useProfilePricing(plan)} />;

const renderPrice = (plan = testPlan(), answer: object = price(plan)) => {
  stubApi({ [`/insurance/coverages/${plan.id}/resume`]: resume, [`/insurance/${plan.id}/calculatePrice`]: answer });
  render(
    <Provider>
      <PriceTab plan={plan} />
    </Provider>,
  );
};

describe('PriceDetail', () => {
  it('without a profile shows the starting price and a prompt to enter it', async () => {
    renderPrice();
    expect(screen.getByText('$ 69.400')).toBeInTheDocument();
    await screen.findByText('Habitación individual');
    expect(screen.getByRole('button', { name: 'Ingresar asegurados' })).toBeInTheDocument();
  });

  it('prices each person of the profile and marks who cannot be insured', async () => {
    saveProfile('colombia', {
      ingresodatos: true,
      cotizante: [{ edad: 45, sexo: 'Masculino' }],
      cargas: [{ edad: 1, sexo: 'Femenino', parentesco: 'Hija' }],
    });
    renderPrice();
    const table = await screen.findByRole('table');
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'PersonaEdadPrecio',
      'titular45 años$\u00a0181.000 /mes',
      'hija1 añoNo asegurable',
      'Total$\u00a0181.000 /mes',
    ]);
    expect(screen.getByRole('button', { name: 'Editar asegurados' })).toBeInTheDocument();
  });

  it('prices each pet of a pet plan from the pets profile', async () => {
    const plan = testPlan({
      id: 5002,
      productCode: 'MAS401-PLUS',
      url: '/Seguros/huellitas-seguros/mascota-plus',
      insuranceType: { name: 'SEGURO_MASCOTAS', displayName: 'Seguro para Mascotas' },
    });
    const perPet = {
      ...price(plan),
      price: { minPrice: 37_700, unit: { code: 'COP' }, suffix: '/mes', basis: 'profile' },
      profilePrice: {
        total: { profilesWithPrice: 1, profilesEvaluated: 1, arePricesDefined: true },
        profiles: [{ index: 0, role: 'mascota', method: 'ageBand', price: 37_700, ageRange: '2 a 4 años' }],
      },
    };
    saveProfile('pets', {
      ingresodatos: true,
      cotizante: [],
      cargas: [],
      mascota: [{ especie: 'Gato', edad: 3, parentesco: 'Mascota' }],
    });
    renderPrice(plan, perPet);
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['MascotaEdadPrecio', 'gato3 años$\u00a037.700 /mes', 'Total$\u00a037.700 /mes']);
  });

  it('asks a pet plan for the pets, not for the people, before they were entered', async () => {
    const plan = testPlan({ insuranceType: { name: 'SEGURO_MASCOTAS', displayName: 'Seguro para Mascotas' } });
    renderPrice(plan);
    expect(
      screen.getByText(
        'Este es el precio de partida del plan. Ingresa la especie y la edad de tus mascotas para conocer tu precio.',
      ),
    ).toBeInTheDocument();
    await screen.findByText('Habitación individual');
  });

  it('shows top amounts and copagos per benefit with the product rules (docs/product/detail.md#price-detail)', async () => {
    renderPrice();
    expect(screen.getByText('Tope anual de beneficios: $ 200.000.000')).toBeInTheDocument();
    const room = (await screen.findByText('Habitación individual')).closest('li')!;
    // A benefit without a top of its own is held to the plan's annual maximum: never 'Ilimitado' under a capped plan.
    expect(within(room).getByText('Hasta el tope anual')).toBeInTheDocument();
    expect(screen.queryByText('Ilimitado')).not.toBeInTheDocument();
    expect(within(room).getByText('Sin copago')).toBeInTheDocument();
    const prosthesis = screen.getByText('Prótesis').closest('li')!;
    expect(within(prosthesis).getByText('$ 5.000.000')).toBeInTheDocument();
    expect(within(prosthesis).getByText('No cubre')).toBeInTheDocument();
  });

  it("says 'Ilimitado' for a benefit without a top only under a plan without an annual maximum", async () => {
    const base = testPlan();
    const metadata = {
      ...base.insuranceMetadata!.metadata,
      annual_benefit_maximum: { amount: 0, currency_code: 'COP' },
    };
    renderPrice({ ...base, insuranceMetadata: { ...base.insuranceMetadata!, metadata } });
    expect(screen.getByText('Tope anual de beneficios: Sin tope')).toBeInTheDocument();
    const room = (await screen.findByText('Habitación individual')).closest('li')!;
    expect(within(room).getByText('Ilimitado')).toBeInTheDocument();
    expect(within(screen.getByText('Prótesis').closest('li')!).getByText('$ 5.000.000')).toBeInTheDocument();
  });
});
