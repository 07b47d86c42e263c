import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { COMPARATORS, addSliceTranslations } from '@qs/shared';
import es from '../../../i18n/es.json';
import { jsonResponse } from '../../../test/plans';
import { benefitsAnswer, epsBenefits, reviewsAnswer, stubInfoApi } from '../test/comparator-info-fixtures';
import { ComparatorInfo } from './ComparatorInfo';

addSliceTranslations('results', es);
const eps = COMPARATORS[0]!;
const bySlug = (slug: string) => COMPARATORS.find((comparator) => comparator.slug === slug)!;

describe('ComparatorInfo', () => {
  it("shows the comparator's active benefits as a list under a heading, each with its title and text", async () => {
    const fetchMock = stubInfoApi({ benefits: benefitsAnswer(), reviews: reviewsAnswer() });
    render(<ComparatorInfo comparator={eps} />);
    const section = await screen.findByRole('region', {
      name: 'Beneficios de comparar planes complementarios de EPS',
    });
    const items = within(within(section).getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('heading', { level: 3, name: 'Especialistas sin remisión' })).toBeVisible();
    expect(
      within(items[0]!).getByText('Pides cita con el especialista sin pasar primero por medicina general.'),
    ).toBeVisible();
    // The icon is decorative: the title next to it says what it is.
    expect(items[0]!.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    // An inactive benefit is left out.
    expect(screen.queryByText('Devolución en efectivo')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => url).sort()).toEqual([
      '/api/comparator/EPS/benefits',
      '/api/comparator/EPS/reviews',
    ]);
  });

  it('shows the score out of 10 with an accessible label and the count of reviews', async () => {
    stubInfoApi({ benefits: benefitsAnswer(), reviews: reviewsAnswer() });
    render(<ComparatorInfo comparator={eps} />);
    const reviews = await screen.findByRole('region', { name: 'Opiniones de quienes compararon' });
    expect(within(reviews).getByRole('img', { name: 'Calificación 8,7 de 10' })).toHaveTextContent('8,7/10');
    expect(within(reviews).getByText('1.284 reseñas')).toBeVisible();
  });

  it('says one review in the singular, and the default 6,2 before the first one', async () => {
    stubInfoApi({ benefits: benefitsAnswer(), reviews: reviewsAnswer({ count: 1, score: 9 }) });
    const { unmount } = render(<ComparatorInfo comparator={bySlug('Polizas-de-Salud')} />);
    expect(await screen.findByText('1 reseña')).toBeVisible();
    expect(screen.getByRole('img', { name: 'Calificación 9,0 de 10' })).toBeVisible();
    unmount();
    stubInfoApi({ benefits: benefitsAnswer(), reviews: reviewsAnswer({ count: 0, score: 6.2 }) });
    render(<ComparatorInfo comparator={bySlug('Empresas')} />);
    expect(await screen.findByText('Aún sin reseñas')).toBeVisible();
    expect(screen.getByRole('img', { name: 'Calificación 6,2 de 10' })).toBeVisible();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Beneficios de comparar seguros para tu empresa' }),
    ).toBeVisible();
  });

  it('holds the place of both parts while they load, then replaces the boxes', async () => {
    let answerBenefits: (response: Response) => void = () => undefined;
    let answerReviews: (response: Response) => void = () => undefined;
    stubInfoApi({
      benefits: new Promise<Response>((resolve) => (answerBenefits = resolve)),
      reviews: new Promise<Response>((resolve) => (answerReviews = resolve)),
    });
    const { container } = render(<ComparatorInfo comparator={eps} />);
    expect(container.querySelector('.qs-comparator-benefits--loading')).toHaveAttribute('aria-busy', 'true');
    expect(container.querySelector('.qs-comparator-reviews--loading')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    await act(async () => {
      answerBenefits(benefitsAnswer());
      answerReviews(reviewsAnswer());
    });
    expect(await screen.findByRole('heading', { level: 2, name: /^Beneficios de comparar/ })).toBeVisible();
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it('shows no benefits section when the comparator has none (or only inactive ones), the reviews still', async () => {
    stubInfoApi({ benefits: jsonResponse(200, { data: [] }), reviews: reviewsAnswer() });
    const { container, unmount } = render(<ComparatorInfo comparator={eps} />);
    await screen.findByRole('region', { name: 'Opiniones de quienes compararon' });
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(container.querySelector('.qs-comparator-benefits')).toBeNull();
    unmount();
    stubInfoApi({ benefits: benefitsAnswer([epsBenefits()[2]!]), reviews: reviewsAnswer() });
    render(<ComparatorInfo comparator={eps} />);
    await screen.findByRole('region', { name: 'Opiniones de quienes compararon' });
    expect(screen.queryByRole('region', { name: /Beneficios/ })).not.toBeInTheDocument();
  });

  it("shows nothing for a part that fails or is unknown (404), and asks a failed one again on the page's Reintentar", async () => {
    const fetchMock = stubInfoApi({ benefits: jsonResponse(500, { message: 'x' }), reviews: jsonResponse(404, {}) });
    const Page = () => {
      const [retries, setRetries] = useState(0);
      return (
        <>
          <button type="button" onClick={() => setRetries((count) => count + 1)}>
            Reintentar
          </button>
          <ComparatorInfo comparator={eps} retryToken={retries} />
        </>
      );
    };
    const { container } = render(<Page />);
    await act(async () => undefined);
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    const benefitCalls = () => fetchMock.mock.calls.filter(([url]) => url.endsWith('/benefits')).length;
    expect(benefitCalls()).toBe(1);
    stubInfoApi({ benefits: benefitsAnswer(), reviews: jsonResponse(404, {}) });
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(
      await screen.findByRole('region', { name: 'Beneficios de comparar planes complementarios de EPS' }),
    ).toBeVisible();
  });
});
