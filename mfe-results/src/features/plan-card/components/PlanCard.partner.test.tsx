import { render, screen, within } from '@testing-library/react';
import { COMPARATORS, addSliceTranslations, setPartner, type PartnerConfig } from '@qs/shared';
import es from '../../../i18n/es.json';
import { PlanCard } from './PlanCard';
import { FakeIntersectionObserver, planCard } from '../../../test/plans';

addSliceTranslations('results', es);
const eps = COMPARATORS.find((comparator) => comparator.slug === 'EPS')!;
const promoted = planCard({ isPromoted: true });
const renderCard = () =>
  render(<PlanCard view="grid" comparator={eps} profile={null} onOpenDetail={jest.fn()} plan={promoted} />);
const partner = (subdomainLayout: PartnerConfig['subdomainLayout'], disableShowcase: boolean) =>
  ({ subdomain: 'aliado', name: 'Banco Aliado', subdomainLayout, disableShowcase }) as PartnerConfig;
const badges = () =>
  within(screen.getByRole('list', { name: 'Distintivos del plan' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

beforeEach(() => {
  global.IntersectionObserver = FakeIntersectionObserver as unknown as typeof IntersectionObserver;
});
afterEach(() => setPartner(null));

// docs/product/shell.md#partner-layout-switches: a partner's layout can turn off the request button, the score and the showcase.
describe("PlanCard under a partner's layout switches", () => {
  it('hides the request button, the score and the showcase badge, keeping the card its rows', () => {
    setPartner(partner({ chatEnabled: false, requestButtonEnabled: false, scoreEnabled: false }, true));
    renderCard();
    const card = screen.getByRole('article', { name: 'Plan Complementario Oro' });
    expect(within(card).queryByRole('link', { name: /^Solicitar/ })).not.toBeInTheDocument();
    expect(within(card).queryByRole('img', { name: /^Puntaje/ })).not.toBeInTheDocument();
    expect(badges()).not.toContain('Destacado');
    // The plan can still be opened; the rows hold their height (plan-card.css).
    expect(within(card).getByRole('link', { name: /^Ver plan/ })).toBeInTheDocument();
    expect(card.querySelector('.qs-plan-card__rating--no-score')).not.toBeNull();
    expect(card.querySelector('.qs-plan-card__actions--no-request')).not.toBeNull();
  });

  it('shows them for a partner that keeps them on, and on the main site', () => {
    setPartner(partner({ chatEnabled: true }, false));
    const { unmount } = renderCard();
    expect(screen.getByRole('link', { name: 'Solicitar Plan Complementario Oro' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Puntaje 4,3 de 5' })).toBeInTheDocument();
    expect(badges()).toContain('Destacado');
    unmount();

    setPartner(null);
    renderCard();
    expect(screen.getByRole('link', { name: 'Solicitar Plan Complementario Oro' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Puntaje 4,3 de 5' })).toBeInTheDocument();
  });
});
