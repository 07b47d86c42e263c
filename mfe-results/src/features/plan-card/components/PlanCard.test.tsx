import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COMPARATORS, addSliceTranslations } from '@qs/shared';
import es from '../../../i18n/es.json';
import { PlanCard } from './PlanCard';
import { planCard } from '../../../test/plans';

addSliceTranslations('results', es);
const common = { view: 'grid' as const, comparator: COMPARATORS[0]!, profile: null };

describe('PlanCard', () => {
  it('shows the plan, its organization and the COP price per month', () => {
    render(<PlanCard {...common} plan={planCard()} onOpenDetail={jest.fn()} />);
    expect(screen.getByRole('heading', { name: 'Plan Complementario Oro' })).toBeInTheDocument();
    expect(screen.getByText('Salud Andina EPS')).toBeInTheDocument();
    expect(screen.getByText('$ 123.456')).toBeInTheDocument();
    expect(screen.getByText('/mes')).toBeInTheDocument();
  });

  it('prices mandatory Covid insurance per year', () => {
    render(<PlanCard {...common} plan={planCard({ insuranceType: { name: 'SEGURO_COVID', displayName: 'Covid' } })} onOpenDetail={jest.fn()} />);
    expect(screen.getByText('/año')).toBeInTheDocument();
  });

  it('warns about the minimum of employees of a collective plan (default 1)', () => {
    const collective = { name: 'SEGURO_COLECTIVO', displayName: 'Colectivo' };
    const { rerender } = render(<PlanCard {...common} plan={planCard({ insuranceType: collective })} onOpenDetail={jest.fn()} />);
    expect(screen.getByText('Plan para un mínimo de 1 empleados')).toBeInTheDocument();
    rerender(
      <PlanCard
        {...common}
        plan={planCard({ insuranceType: collective, insuranceMetadata: { metadata: { minsubscribers: 10 } } })}
        onOpenDetail={jest.fn()}
      />,
    );
    expect(screen.getByText('Plan para un mínimo de 10 empleados')).toBeInTheDocument();
  });

  it('links to the plan and opens it in a modal on a plain click', async () => {
    const onOpenDetail = jest.fn();
    render(<PlanCard {...common} plan={planCard()} onOpenDetail={onOpenDetail} />);
    const link = screen.getByRole('link', { name: 'Ver plan Plan Complementario Oro' });
    expect(link).toHaveAttribute('href', '/EPS/salud-andina-eps/plan-complementario-oro');
    await userEvent.click(link);
    expect(onOpenDetail).toHaveBeenCalledWith(expect.objectContaining({ id: 11 }));
  });
});
