import { render, screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { PlanDetail } from '@qs/shared';
import { stubFetch, type StubHandler, type StubRequest } from '../../../test/fetch-stub';
import { PurchasePage } from '../components/PurchasePage';
import { tickAuthorisation } from '../../../test/authorisation';

// Rendering and filling the purchase page in the tests of this feature; only fetch is stubbed.

const CONTACT_INFO = { status: 200, body: { data: [{ info: 'x' }, { info: 'y' }, { info: 'ayuda@quieroseguro.co' }] } };

const api =
  (plan: PlanDetail, solicitar: StubHandler): StubHandler =>
  (request) => {
    if (request.path === `/api/insurance/product/${plan.productCode}`) return { status: 200, body: { data: plan } };
    if (request.path === '/api/solicitarplans') return solicitar(request);
    return request.path === '/api/contactInformations' ? CONTACT_INFO : { status: 404 };
  };

/** The page of `plan`, with `solicitar` answering POST /api/solicitarplans; resolves once the form shows. */
export const renderPurchase = async (plan: PlanDetail, solicitar: StubHandler, routeState?: unknown) => {
  const stub = stubFetch(api(plan, solicitar));
  render(
    <MemoryRouter initialEntries={[{ pathname: `/Compra-Online/${plan.productCode}`, state: routeState }]}>
      <PurchasePage productCode={plan.productCode} />
    </MemoryRouter>,
  );
  await screen.findByRole('form');
  return stub;
};

export const field = (name: string) => screen.getByRole('textbox', { name });
export const submitButton = () => screen.getByRole('button', { name: 'Solicitar este plan' });
export const planRequests = (requests: StubRequest[]) =>
  requests.filter((request) => request.path === '/api/solicitarplans');

export const fillContact = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.type(field('Nombre'), 'Ana Gómez');
  await user.type(field('Teléfono'), '300 123 4567');
  await user.type(field('Email'), 'ana@correo.co');
  await tickAuthorisation(user);
};
