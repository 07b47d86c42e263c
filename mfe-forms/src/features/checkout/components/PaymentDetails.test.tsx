import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { addSliceTranslations, apiClient, formatCop, type PaymentView } from '@qs/shared';
import es from '../../../i18n/es.json';
import { purchaseAt, SESSION, stubPurchaseApi } from '../../../test/purchase-api-stub';
import { PENDING_POLL_MS } from '../hooks/usePurchase';
import { PaymentDetails } from './PaymentDetails';

beforeAll(() => addSliceTranslations('forms', es));
beforeEach(() => apiClient.clearCache());
afterEach(() => jest.useRealTimers());

const PAYMENT_ID = 'pay_Ab3-_x9ZZqR2kLm0';
const paymentOf = (status: PaymentView['status'], extra: Partial<PaymentView> = {}): PaymentView => ({
  id: PAYMENT_ID,
  status,
  statusDetail: null,
  message: null,
  brand: 'mastercard',
  lastFour: '4444',
  total: 305_000,
  periodicity: 'monthly',
  createdAt: '2026-11-28T15:05:00.000Z',
  ...extra,
});

/** The API with one purchase and its payment. */
const withPayment = (payment: PaymentView, step = 'success') => {
  const api = stubPurchaseApi(purchaseAt(step, { payments: [payment] }));
  api.state.attempts.set('key', payment);
  return api;
};

const Address = () => {
  const location = useLocation();
  return <output aria-label="dirección">{`${location.pathname}${location.search}`}</output>;
};

const renderDetails = (session: string | null = SESSION) =>
  render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route path="*" element={<PaymentDetails paymentId={PAYMENT_ID} session={session} headingLevel={2} />} />
      </Routes>
      <Address />
    </MemoryRouter>,
  );

describe('PaymentDetails: one payment by its id (the qppayment outlet)', () => {
  it('reads the payment by its id with the purchase link and shows its facts and the receipt', async () => {
    const api = withPayment(paymentOf('approved', { statusDetail: 'accredited' }));
    renderDetails();
    expect(await screen.findByText('Aprobado')).toBeInTheDocument();
    expect(api.requests.at(-1)).toMatchObject({
      method: 'GET',
      path: `/api/qppayment/insurance-payment/${PAYMENT_ID}`,
      headers: { 'x-purchase-session': SESSION },
    });
    const facts = within(screen.getByText('Referencia del pago').closest('dl')!);
    expect(facts.getByText(PAYMENT_ID)).toBeInTheDocument();
    expect(facts.getByText('Salud Plus Ceiba de Seguros Ceiba')).toBeInTheDocument();
    // The matcher is not normalised as the page's text is: its no-break space is written as a space.
    expect(facts.getByText(`${formatCop(305_000).replace(/\s/g, ' ')} (Mensual)`)).toBeInTheDocument();
    expect(facts.getByText('Mastercard terminada en 4444')).toBeInTheDocument();
    // Bogotá's time: 15:05 UTC is 10:05 a. m.
    expect(facts.getByText(/28 de noviembre de 2026.*10:05/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Descargar el comprobante (PDF)' })).toHaveAttribute(
      'href',
      `/api/purchases/${'p'.repeat(16)}/receipt?session=${SESSION}&sessionType=purchase`,
    );
    expect(screen.getByRole('link', { name: 'Ver tu compra' })).toHaveAttribute(
      'href',
      `/Compra-Online/ASE204-SALUDPLUS?session=${SESSION}&sessionType=purchase`,
    );
  });

  it("shows a rejection's message and leads back to the purchase to pay with another card", async () => {
    const user = userEvent.setup();
    withPayment(
      paymentOf('rejected', {
        statusDetail: 'cc_rejected_other_reason',
        message: 'Tu banco rechazó el pago. Usa otra tarjeta o llama a tu banco.',
      }),
      'payment',
    );
    renderDetails();
    expect(await screen.findByText('Rechazado')).toBeInTheDocument();
    expect(screen.getAllByRole('status')[0]).toHaveTextContent(
      'Tu banco rechazó el pago. Usa otra tarjeta o llama a tu banco.',
    );
    expect(screen.queryByRole('link', { name: 'Descargar el comprobante (PDF)' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Volver a pagar con otra tarjeta' }));
    expect(screen.getByRole('status', { name: 'dirección' })).toHaveTextContent(
      `/Compra-Online/ASE204-SALUDPLUS?session=${SESSION}&sessionType=purchase`,
    );
  });

  it('asks again while the payment is pending, until the provider has settled it', async () => {
    jest.useFakeTimers();
    const api = withPayment(paymentOf('pending', { statusDetail: 'pending_contingency' }), 'payment');
    renderDetails();
    expect(await screen.findByText('Pendiente')).toBeInTheDocument();
    expect(screen.getAllByRole('status')[0]).toHaveTextContent('Estamos procesando tu pago.');
    api.state.attempts.set('key', paymentOf('approved', { statusDetail: 'accredited' }));
    await act(async () => {
      jest.advanceTimersByTime(PENDING_POLL_MS);
    });
    expect(await screen.findByText('Aprobado')).toBeInTheDocument();
    const asked = api.requests.length;
    await act(async () => {
      jest.advanceTimersByTime(PENDING_POLL_MS * 3);
    });
    // Settled: no more asking.
    expect(api.requests).toHaveLength(asked);
  });

  it("shows the API's refusal with 'Reintentar' for an id it does not know with this link", async () => {
    const user = userEvent.setup();
    const api = stubPurchaseApi(purchaseAt('payment'));
    renderDetails();
    expect(await screen.findByText('Pago no encontrado')).toBeInTheDocument();
    const asked = api.requests.length;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Pago no encontrado')).toBeInTheDocument();
    expect(api.requests.length).toBe(asked + 1);
  });

  it('asks for the purchase link when the address has none, without calling the API', () => {
    const api = stubPurchaseApi();
    renderDetails(null);
    expect(screen.getByRole('alert')).toHaveTextContent('Para ver este pago abre el enlace completo de tu compra');
    expect(api.requests).toHaveLength(0);
  });
});
