import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai';
import { addSliceTranslations, completeProfile, saveProfile, type PlanDetail } from '@qs/shared';
import es from '../../../i18n/es.json';
import { stubApi, testPlan } from '../../../test/test-fixtures';
import { useProfilePricing } from '../../pricing';
import { PlanOverview } from './PlanOverview';

addSliceTranslations('detail', es);

const family = {
  ingresodatos: true,
  cotizante: [
    { edad: 45, sexo: 'Masculino' as const },
    { edad: 43, sexo: 'Femenino' as const },
  ],
  cargas: [{ edad: 80, sexo: 'Femenino' as const, parentesco: 'Padre' }],
};

const familyPrice = (plan: PlanDetail) => ({
  insuranceId: plan.id,
  productCode: plan.productCode,
  price: { minPrice: 343_400, unit: { code: 'COP' }, suffix: '/mes', basis: 'profile' },
  price_detail: { label: '/mes' },
  arePricesDefined: true,
  profilePrice: {
    total: { profilesWithPrice: 2, profilesEvaluated: 3, arePricesDefined: true },
    profiles: [
      { index: 0, role: 'cotizante', method: 'ageBand', price: 181_000, ageRange: '45 a 49 años' },
      { index: 1, role: 'cotizante', method: 'ageBand', price: 162_400, ageRange: '40 a 44 años' },
      { index: 2, role: 'carga', method: 'PriceNotFound', price: null, ageRange: null },
    ],
  },
});

/** The tab as the page mounts it: with the page's one pricing. */
const Overview = ({
  plan,
  mode,
  onOpenTab,
}: {
  plan: PlanDetail;
  mode: 'page' | 'modal';
  onOpenTab: (url: string) => void;
}) => <PlanOverview plan={plan} pricing={useProfilePricing(plan)} mode={mode} onOpenTab={onOpenTab} />;

const renderOverview = (plan: PlanDetail, onOpenTab = jest.fn()) => {
  const calls = stubApi({ [`/insurance/${plan.id}/calculatePrice`]: familyPrice(plan) });
  render(
    <Provider>
      <Overview plan={plan} mode="page" onOpenTab={onOpenTab} />
    </Provider>,
  );
  return calls;
};

describe('PlanOverview', () => {
  it('shows the general description and what to consider, the offer first', () => {
    renderOverview(testPlan());
    expect(screen.getByText('Complementa el plan de beneficios de tu EPS.')).toBeInTheDocument();
    const consider = screen.getByRole('region', { name: 'Lo que debes considerar' });
    const texts = [...consider.querySelectorAll('li')].map((item) => item.textContent);
    expect(texts).toEqual([
      'Oferta vigente10% de descuento en las tres primeras cuotas.',
      'Plan Complementario EPSAmplía los servicios de tu EPS.',
    ]);
  });

  it('without a profile shows the starting price and opens the large profile modal', async () => {
    const calls = renderOverview(testPlan());
    expect(screen.getByText('Resumen de tu solicitud').closest('section')).toHaveTextContent('Desde $ 69.400 /mes');
    await userEvent.click(screen.getByRole('button', { name: 'Ingresar asegurados' }));
    const dialog = screen.getByRole('dialog', { name: '¿Quiénes serán asegurados?' });
    expect(dialog).toHaveClass('qs-modal--large');
    expect(calls.some((call) => call.path.endsWith('/calculatePrice'))).toBe(false);
  });

  it('prices the stored profile and says who can and cannot be insured', async () => {
    saveProfile('colombia', family);
    const plan = testPlan();
    const calls = renderOverview(plan);
    expect(
      await screen.findByText('Este plan puede asegurar a 2 personas: titular (45 años) y cónyuge (43 años)'),
    ).toBeInTheDocument();
    expect(screen.getByText('No puede asegurar a: padre (80 años)')).toBeInTheDocument();
    expect(screen.getByText('Resumen de tu solicitud').closest('section')).toHaveTextContent(
      'Precio para tu perfil $ 343.400 /mes',
    );
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: `/insurance/${plan.id}/calculatePrice`,
      body: { productType: 'colombia', profile: { cotizante: family.cotizante } },
    });
  });

  it('re-prices when a profile is completed on the bus', async () => {
    const calls = renderOverview(testPlan());
    expect(calls).toHaveLength(0);
    act(() => completeProfile('colombia', { ...family, ingresodatos: false }));
    expect(await screen.findByText(/Este plan puede asegurar a 2 personas/)).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((call) => call.path.endsWith('/calculatePrice'))).toHaveLength(1));
  });

  it('plays a self-hosted video only when the plan has one, loading nothing before play', () => {
    const plan = testPlan();
    plan.insuranceMetadata = { metadata: { ...plan.insuranceMetadata!.metadata, video: '/media/plan-oro.mp4' } };
    const { container } = render(<Overview plan={plan} mode="modal" onOpenTab={jest.fn()} />);
    expect(screen.getByText('Conoce el plan en 60 segundos')).toBeInTheDocument();
    const video = container.querySelector('video')!;
    expect(video).toHaveAttribute('src', '/media/plan-oro.mp4');
    expect(video).toHaveAttribute('preload', 'none');
    expect(video).toHaveAttribute('controls');
  });

  it('has no video block for a plan without one', () => {
    renderOverview(testPlan());
    expect(screen.queryByText('Conoce el plan en 60 segundos')).not.toBeInTheDocument();
  });

  it('ends with the request tab as the next step', async () => {
    const onOpenTab = jest.fn();
    renderOverview(testPlan(), onOpenTab);
    await userEvent.click(screen.getByRole('button', { name: 'Solicitar este plan' }));
    expect(onOpenTab.mock.calls).toEqual([['Solicitar']]);
  });
});
