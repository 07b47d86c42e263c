import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COMPARATORS, addSliceTranslations, emptyProfile, type Profile } from '@qs/shared';
import es from '../../../i18n/es.json';
import { PlanCard, type PlanCardProps } from './PlanCard';
import { FakeIntersectionObserver, planCard } from '../../../test/plans';

addSliceTranslations('results', es);
const eps = COMPARATORS.find((comparator) => comparator.slug === 'EPS')!;
const empresas = COMPARATORS.find((comparator) => comparator.slug === 'Empresas')!;
const common = { view: 'grid' as const, comparator: eps, profile: null, onOpenDetail: jest.fn() };
const renderCard = (props: Partial<PlanCardProps> = {}) =>
  render(<PlanCard {...common} plan={planCard()} {...props} />);
const collective = { name: 'SEGURO_COLECTIVO', displayName: 'Seguro Colectivo de Salud' };
const entered = (extra: Partial<Profile> = {}): Profile => ({ ...emptyProfile(), ingresodatos: true, ...extra });
const badges = () =>
  within(screen.getByRole('list', { name: 'Distintivos del plan' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  global.IntersectionObserver = FakeIntersectionObserver as unknown as typeof IntersectionObserver;
});

describe('PlanCard', () => {
  it('is an article named by the plan, with its organization, logo of fixed size and the COP price from', () => {
    renderCard({
      plan: planCard({
        organization: {
          displayName: 'Salud Andina EPS',
          metadata: { url: 'x', image: '/api/images/organizations/x.svg' },
        },
      }),
    });
    expect(screen.getByRole('article', { name: 'Plan Complementario Oro' })).toBeInTheDocument();
    expect(screen.getByText('Salud Andina EPS')).toBeInTheDocument();
    const logo = screen.getByRole('article').querySelector('img')!;
    expect(logo).toHaveAttribute('width', '96');
    expect(logo).toHaveAttribute('height', '48');
    expect(screen.getByText('Desde')).toBeInTheDocument();
    expect(screen.getByText('$ 123.456')).toBeInTheDocument();
    expect(screen.getByText('/mes')).toBeInTheDocument();
  });

  it('says "Precio para tu perfil" when the API priced the plan for the profile, "Desde" for its starting price', () => {
    const priced = planCard({ price: { minPrice: 250000, unit: { code: 'COP' }, suffix: '/mes', basis: 'profile' } });
    const { rerender } = renderCard({ plan: priced, profile: entered() });
    expect(screen.getByText('Precio para tu perfil')).toBeInTheDocument();
    expect(screen.getByText('$ 250.000')).toBeInTheDocument();
    expect(screen.queryByText('Desde')).not.toBeInTheDocument();
    // A pet plan seen with a family profile keeps its starting price: the API says so, the card follows.
    rerender(<PlanCard {...common} plan={planCard()} profile={entered()} />);
    expect(screen.getByText('Desde')).toBeInTheDocument();
  });

  it('shows every badge the plan earns, new only when the API says it started within two months', () => {
    const { rerender } = renderCard({
      plan: planCard({
        isNew: true,
        exclusive: true,
        isPromoted: true,
        insuranceMetadata: { metadata: { isPopular: true, hasOffer: true } },
      }),
    });
    expect(badges()).toEqual(['Salud para personas', 'Nuevo', 'Exclusivo', 'Destacado', 'Popular', 'Oferta']);
    rerender(<PlanCard {...common} plan={planCard({ isNew: false })} />);
    expect(badges()).toEqual(['Salud para personas']);
  });

  it('words the health-plan badge for companies on /Comparar/Empresas and for people elsewhere', () => {
    const { rerender } = renderCard({ comparator: empresas, plan: planCard({ insuranceType: collective }) });
    expect(badges()).toEqual(['Salud para empresas']);
    rerender(
      <PlanCard {...common} comparator={COMPARATORS.find((c) => c.slug === 'Medicina-Prepagada')!} plan={planCard()} />,
    );
    expect(badges()).toEqual(['Salud para personas']);
    rerender(
      <PlanCard {...common} plan={planCard({ insuranceType: { name: 'SEGURO_MASCOTAS', displayName: 'Mascotas' } })} />,
    );
    expect(screen.queryByRole('list', { name: 'Distintivos del plan' })).not.toBeInTheDocument();
  });

  it('writes the unit the API gives: /año for mandatory Covid insurance, /mes Total or /mes p/empl. for collective plans', () => {
    const withSuffix = (suffix: string) => ({ minPrice: 52200, suffix, basis: 'from' as const });
    const { rerender } = renderCard({
      plan: planCard({ insuranceType: { name: 'SEGURO_COVID', displayName: 'Covid' }, price: withSuffix('/año') }),
    });
    expect(screen.getByText('/año')).toBeInTheDocument();
    for (const suffix of ['/mes Total', '/mes p/empl.']) {
      rerender(<PlanCard {...common} plan={planCard({ insuranceType: collective, price: withSuffix(suffix) })} />);
      expect(screen.getByText(suffix)).toBeInTheDocument();
    }
  });

  it("shows an annual cap of 0 as 'Sin tope' and any other as pesos", () => {
    const cap = (amount: number) =>
      planCard({ insuranceMetadata: { metadata: { annual_benefit_maximum: { amount, currency_code: 'COP' } } } });
    const { rerender } = renderCard({ plan: cap(0) });
    expect(screen.getByText('Sin tope')).toBeInTheDocument();
    rerender(<PlanCard {...common} plan={cap(80000000)} />);
    expect(screen.getByText('$ 80.000.000')).toBeInTheDocument();
  });

  it('shows two coverage tags with their amounts, or one when the plan has only one', () => {
    const tag = (name: string, percentage: number, deductible: number | null) => ({
      name,
      icon: 'hospital',
      coverages: [
        {
          amounts: {
            percentage: { maxAmount: percentage },
            compensation: { minAmount: null },
            deductible: { minAmount: deductible },
          },
        },
      ],
    });
    const { rerender } = renderCard({
      plan: planCard({
        coverages: {
          count: 3,
          tags: [tag('Hospitalización', 90, 0), tag('Ambulatoria', 80, 25000), tag('Urgencias', 100, null)],
        },
      }),
    });
    const items = within(screen.getByRole('list', { name: 'Coberturas principales' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'HospitalizaciónCobertura 90% · Sin copago',
      'AmbulatoriaCobertura 80% · Copago $\u00a025.000',
    ]);
    rerender(
      <PlanCard {...common} plan={planCard({ coverages: { count: 1, tags: [tag('Hospitalización', 90, 0)] } })} />,
    );
    expect(within(screen.getByRole('list', { name: 'Coberturas principales' })).getAllByRole('listitem')).toHaveLength(
      1,
    );
  });

  it('shows the score as 5 stars, halved with one decimal and named for screen readers', () => {
    const { rerender } = renderCard();
    expect(screen.getByRole('img', { name: 'Puntaje 4,3 de 5' })).toBeInTheDocument();
    rerender(<PlanCard {...common} plan={planCard({ score: 8 })} />);
    expect(screen.getByRole('img', { name: 'Puntaje 4,0 de 5' })).toBeInTheDocument();
  });

  it('shows the profile match (distance × 10 %) only once a profile was entered', () => {
    const { rerender } = renderCard({ plan: planCard({ distance: 8.64 }) });
    expect(screen.queryByText(/Coincide/)).not.toBeInTheDocument();
    rerender(<PlanCard {...common} profile={entered()} plan={planCard({ distance: 8.64 })} />);
    expect(screen.getByText('Coincide 86% con tu perfil')).toBeInTheDocument();
  });

  it("states a collective plan's minimum, and says the company is below it only once the visitor gave its size", () => {
    const plan = (minsubscribers?: number) =>
      planCard({
        insuranceType: collective,
        insuranceMetadata: { metadata: minsubscribers ? { minsubscribers } : {} },
      });
    const { rerender } = renderCard({ plan: plan() });
    expect(screen.getByText('Plan para un mínimo de 1 empleados')).toBeInTheDocument();
    rerender(<PlanCard {...common} plan={plan(10)} />);
    expect(screen.getByText('Plan para un mínimo de 10 empleados')).toBeInTheDocument();
    expect(screen.queryByText(/Tu empresa/)).not.toBeInTheDocument();
    rerender(<PlanCard {...common} plan={plan(10)} profile={entered()} />);
    expect(screen.queryByText(/Tu empresa/)).not.toBeInTheDocument();
    rerender(<PlanCard {...common} plan={plan(10)} profile={entered({ colectivo: { cantidadempleados: 5 } })} />);
    expect(screen.getByText(/Tu empresa tiene 5 empleados: menos del mínimo de este plan/)).toBeInTheDocument();
    rerender(<PlanCard {...common} plan={plan(10)} profile={entered({ colectivo: { cantidadempleados: 1200 } })} />);
    expect(screen.queryByText(/menos del mínimo/)).not.toBeInTheDocument();
  });

  it('prices a company plan per employee with the total for the stated size beside it', () => {
    const price = {
      minPrice: 118300,
      unit: { id: 1 as const, code: 'COP' as const },
      suffix: '/mes p/empl.',
      basis: 'profile' as const,
      total: { employees: 12, amount: 1419600 },
    };
    renderCard({
      comparator: empresas,
      plan: planCard({ insuranceType: collective, price }),
      profile: entered({ colectivo: { cantidadempleados: 12 } }),
    });
    expect(screen.getByText('$ 118.300')).toBeInTheDocument();
    expect(screen.getByText('/mes p/empl.')).toBeInTheDocument();
    expect(screen.getByText('Total para 12 empleados: $ 1.419.600 /mes')).toBeInTheDocument();
  });

  it('does not show the employee line on plans for people', () => {
    renderCard();
    expect(screen.queryByText(/Plan para un mínimo/)).not.toBeInTheDocument();
  });

  it('links to the request page and renders the compare control', () => {
    renderCard({ compareControl: <input type="checkbox" aria-label="Comparar" /> });
    expect(screen.getByRole('link', { name: 'Solicitar Plan Complementario Oro' })).toHaveAttribute(
      'href',
      '/EPS/salud-andina-eps/plan-complementario-oro/Solicitar',
    );
    expect(screen.getByRole('checkbox', { name: 'Comparar' })).toBeInTheDocument();
  });

  it('opens the detail in a modal on a plain click and lets a modifier click follow the link', async () => {
    const onOpenDetail = jest.fn();
    renderCard({ onOpenDetail });
    const link = screen.getByRole('link', { name: 'Ver plan Plan Complementario Oro' });
    expect(link).toHaveAttribute('href', '/EPS/salud-andina-eps/plan-complementario-oro');
    await userEvent.click(link);
    expect(onOpenDetail).toHaveBeenCalledWith(expect.objectContaining({ id: 11 }));
    onOpenDetail.mockClear();
    // The browser would follow the link: record that the card left the click alone (jsdom cannot navigate).
    let followed = false;
    const browser = (event: MouseEvent) => {
      followed = !event.defaultPrevented;
      event.preventDefault();
    };
    window.addEventListener('click', browser);
    const user = userEvent.setup();
    await user.keyboard('{Control>}');
    await user.click(link);
    await user.keyboard('{/Control}');
    window.removeEventListener('click', browser);
    expect(onOpenDetail).not.toHaveBeenCalled();
    expect(followed).toBe(true);
  });
});
