import { render as renderDom, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { COMPARATORS, addSliceTranslations, emptyProfile, type Profile } from '@qs/shared';
import es from '../../../i18n/es.json';
import { FakeIntersectionObserver, planCard } from '../../../test/plans';
import { PlanList } from './PlanList';

addSliceTranslations('results', es);
const eps = COMPARATORS.find((comparator) => comparator.slug === 'EPS')!;
const empresas = COMPARATORS.find((comparator) => comparator.slug === 'Empresas')!;
const member: Profile = {
  ...emptyProfile(),
  ingresodatos: true,
  cotizante: [{ edad: 34, sexo: 'Femenino', eps_actual: 'EPS101' }],
};
const company: Profile = { ...emptyProfile(), ingresodatos: true, colectivo: { cantidadempleados: 12 } };
const collective = { name: 'SEGURO_COLECTIVO', displayName: 'Seguro Colectivo de Salud' };

beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  global.IntersectionObserver = FakeIntersectionObserver as unknown as typeof IntersectionObserver;
});

// The compare checkbox on each card keeps its set in the address.
const render = (ui: ReactElement) => renderDom(<MemoryRouter>{ui}</MemoryRouter>);
const card = (name: string) => screen.getByRole('article', { name });

describe('PlanList: plans the visitor cannot buy', () => {
  it("lists other EPSs' complementary plans apart, with whom they are for and no match", () => {
    const own = planCard({ id: 1, displayName: 'Plan Oro Andina' });
    const other = planCard({
      id: 2,
      displayName: 'Plan Sendero Horizonte',
      organization: { displayName: 'Horizonte Salud EPS' },
      ineligible: 'otherEps',
    });
    render(<PlanList plans={[own, other]} view="grid" comparator={eps} profile={member} onOpenDetail={jest.fn()} />);
    expect(within(card('Plan Oro Andina')).getByText('Coincide 86% con tu perfil')).toBeInTheDocument();
    expect(
      within(card('Plan Sendero Horizonte')).getByText('Solo para afiliados a Horizonte Salud EPS'),
    ).toBeInTheDocument();
    expect(within(card('Plan Sendero Horizonte')).queryByText(/Coincide/)).not.toBeInTheDocument();
    const apart = screen.getByRole('region', { name: 'Planes que no aplican para tu perfil' });
    expect(within(apart).getByRole('article', { name: 'Plan Sendero Horizonte' })).toBeInTheDocument();
    expect(within(apart).queryByRole('article', { name: 'Plan Oro Andina' })).not.toBeInTheDocument();
  });

  it('lists plans for bigger companies apart, stating their minimum, with no match', () => {
    const fits = planCard({
      id: 1,
      displayName: 'Colectivo Pyme',
      insuranceType: collective,
      insuranceMetadata: { metadata: { minsubscribers: 5 } },
    });
    const bigger = planCard({
      id: 2,
      displayName: 'Colectivo Corporativo',
      insuranceType: collective,
      insuranceMetadata: { metadata: { minsubscribers: 50 } },
      ineligible: 'belowMinimum',
    });
    render(
      <PlanList plans={[fits, bigger]} view="grid" comparator={empresas} profile={company} onOpenDetail={jest.fn()} />,
    );
    expect(within(card('Colectivo Corporativo')).getByText(/Plan para un mínimo de 50 empleados/)).toBeInTheDocument();
    expect(within(card('Colectivo Corporativo')).queryByText(/Coincide/)).not.toBeInTheDocument();
    expect(within(card('Colectivo Pyme')).getByText('Coincide 86% con tu perfil')).toBeInTheDocument();
    const apart = screen.getByRole('region', { name: 'Planes que no aplican para tu perfil' });
    expect(
      within(apart)
        .getAllByRole('article')
        .map((article) => article.getAttribute('aria-labelledby')),
    ).toEqual(['plan-2']);
  });

  it('has no separate list when every plan can be bought', () => {
    render(
      <PlanList
        plans={[planCard({ id: 1 }), planCard({ id: 2, displayName: 'Otro' })]}
        view="grid"
        comparator={eps}
        profile={member}
        onOpenDetail={jest.fn()}
      />,
    );
    expect(screen.queryByRole('region', { name: 'Planes que no aplican para tu perfil' })).not.toBeInTheDocument();
  });
});
