import { apiClient, type ComparatorBenefit, type ComparatorReviews } from '@qs/shared';
import { jsonResponse } from '../../../test/plans';

export const epsBenefits = (): ComparatorBenefit[] => [
  {
    isActive: true,
    title: 'Especialistas sin remisión',
    description: 'Pides cita con el especialista sin pasar primero por medicina general.',
    icon: 'doctor',
  },
  {
    isActive: true,
    title: 'Citas en menos días',
    description: 'Agendas por teléfono o en línea y te atienden antes que en el plan básico de tu EPS.',
    icon: 'phone',
  },
  { isActive: false, title: 'Devolución en efectivo', description: 'Beneficio en pausa.', icon: 'money' },
];

type Answer = Response | Promise<Response>;

/** Only the network is stubbed: each call answers what it is given (a body, a status or a pending answer). */
export const stubInfoApi = ({ benefits, reviews }: { benefits: Answer; reviews: Answer }) => {
  apiClient.clearCache();
  const fetchMock = jest.fn((url: string) => {
    if (url.endsWith('/benefits')) return Promise.resolve(benefits);
    if (url.endsWith('/reviews')) return Promise.resolve(reviews);
    return Promise.resolve(jsonResponse(202, { data: { id: 1 } }));
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
};

export const benefitsAnswer = (benefits: ComparatorBenefit[] = epsBenefits()) => jsonResponse(200, { data: benefits });
export const reviewsAnswer = (reviews: ComparatorReviews = { count: 1284, score: 8.7 }) =>
  jsonResponse(200, { data: reviews });
