import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { addSliceTranslations, apiClient, type PurchasePageProps } from '@qs/shared';
import es from '../../../i18n/es.json';
import { stubFetch, type StubAnswer } from '../../../test/fetch-stub';
import { purchaseAt, SESSION, stubPurchaseApi } from '../../../test/purchase-api-stub';
import { companyPlan, epsPlan } from '../test/test-plans';
import { PurchasePage } from './PurchasePage';

beforeAll(() => addSliceTranslations('forms', es));
beforeEach(() => apiClient.clearCache());

const Where = () => <output aria-label="ruta">{useLocation().pathname}</output>;

const renderPage = (props: PurchasePageProps, product: () => StubAnswer) => {
  const stub = stubFetch(({ path }) => (path.startsWith('/api/insurance/product/') ? product() : { status: 404 }));
  render(
    <MemoryRouter initialEntries={['/Compra-Online']}>
      <Routes>
        <Route path="*" element={<PurchasePage {...props} />} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
  return stub;
};

describe('PurchasePage', () => {
  it('shows the plan of the code with its price, sale mode and request form', async () => {
    const { requests } = renderPage({ productCode: 'EPS101-ORO' }, () => ({ status: 200, body: { data: epsPlan() } }));
    expect(screen.getByRole('heading', { level: 1, name: 'Compra online' })).toBeInTheDocument();
    expect(screen.getByText('Cargando el plan ...')).toBeInTheDocument();

    const plan = within(await screen.findByRole('region', { name: 'Plan Complementario Oro' }));
    expect(plan.getByRole('heading', { level: 2 })).toBeInTheDocument();
    expect(plan.getByText('Salud Andina EPS · Plan Complementario EPS')).toBeInTheDocument();
    expect(plan.getByText(/Desde/)).toHaveTextContent('Desde $ 124.000 /mes');
    expect(plan.getByText('Contrátalo online en cerca de 5 minutos o con la ayuda de un asesor.')).toBeInTheDocument();
    expect(plan.getByRole('link', { name: 'Ver detalle del plan' })).toHaveAttribute(
      'href',
      '/EPS/salud-andina-eps/plan-complementario-oro',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Solicita este plan' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Solicitud del plan Plan Complementario Oro' })).toBeInTheDocument();
    expect(requests[0]?.path).toBe('/api/insurance/product/EPS101-ORO');
  });

  it('warns about the minimum of employees of a company plan', async () => {
    renderPage({ productCode: 'ASE201-CORPORATIVO' }, () => ({ status: 200, body: { data: companyPlan() } }));
    const plan = within(await screen.findByRole('region', { name: 'Colectivo Corporativo Cóndor' }));
    expect(plan.getByText(/Desde/)).toHaveTextContent('Desde $ 138.000 /mes Total');
    expect(plan.getByText('Plan para un mínimo de 50 empleados')).toBeInTheDocument();
    expect(plan.getByText('Un asesor te contactará para completar la contratación.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Cantidad de empleados' })).toBeInTheDocument();
  });

  it("shows the error panel when the plan cannot be loaded, and 'Reintentar' loads it again", async () => {
    const user = userEvent.setup();
    let calls = 0;
    renderPage({ productCode: 'EPS101-ORO' }, () =>
      (calls += 1) === 1 ? { status: 500 } : { status: 200, body: { data: epsPlan() } },
    );
    const panel = within(await screen.findByRole('alert'));
    expect(panel.getByRole('heading', { name: 'No pudimos cargar el plan' })).toBeInTheDocument();
    expect(
      panel.getByText('No fue posible cargar el plan. Verifica tu conexión a internet e inténtalo nuevamente'),
    ).toBeInTheDocument();

    await user.click(panel.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('region', { name: 'Plan Complementario Oro' })).toBeInTheDocument();
  });

  it('sends a code that does not exist to the comparison (docs/product/forms.md#online-purchase)', async () => {
    renderPage({ productCode: 'NO-EXISTE' }, () => ({
      status: 404,
      body: { statusCode: 404, message: 'Plan no encontrado' },
    }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'ruta' })).toHaveTextContent('/Comparar'));
  });

  it('without a code, offers the comparisons to choose a plan from', () => {
    const { requests } = renderPage({}, () => ({ status: 500 }));
    expect(screen.getByRole('heading', { level: 2, name: 'Elige el plan que quieres contratar' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Planes complementarios de EPS' })).toHaveAttribute(
      'href',
      '/Comparar/EPS',
    );
    expect(screen.getByRole('link', { name: 'Seguros colectivos para empresas' })).toHaveAttribute(
      'href',
      '/Comparar/Empresas',
    );
    expect(requests).toHaveLength(0);
  });
});

describe('PurchasePage: one price per plan for the visitor', () => {
  const PROFILE_34 = { ingresodatos: true, cotizante: [{ edad: 34, sexo: 'Masculino' }], cargas: [] };
  const priceOf = (minPrice: number) =>
    ({ minPrice, unit: { id: 1, code: 'COP' }, suffix: '/mes', basis: 'profile' }) as const;
  const plan = () =>
    epsPlan({
      productCode: 'ASE204-SALUDPLUS',
      insuranceMetadata: {
        ...epsPlan().insuranceMetadata,
        metadata: { ...epsPlan().insuranceMetadata.metadata, salesChannel: ['QpOnlineSale'] },
      },
    });
  const renderOnline = (search = '', initial: Parameters<typeof stubPurchaseApi>[0] = null) => {
    const api = stubPurchaseApi(initial, ({ path }) => {
      if (path === '/api/insurance/product/ASE204-SALUDPLUS') return { status: 200, body: { data: plan() } };
      if (path === `/api/insurance/${plan().id}/calculatePrice`)
        return {
          status: 200,
          body: {
            data: {
              insuranceId: plan().id,
              productCode: 'ASE204-SALUDPLUS',
              price: priceOf(549_000),
              price_detail: { label: '' },
              arePricesDefined: true,
              profilePrice: null,
            },
          },
        };
      return { status: 404 };
    });
    render(
      <MemoryRouter initialEntries={[`/Compra-Online/ASE204-SALUDPLUS${search}`]}>
        <PurchasePage productCode="ASE204-SALUDPLUS" />
      </MemoryRouter>,
    );
    return api;
  };
  afterEach(() => localStorage.clear());

  it("shows the price for the visitor's profile, not the starting price, and starts the purchase with that profile", async () => {
    const user = userEvent.setup();
    localStorage.setItem('V1.6_CO', JSON.stringify({ colombia: PROFILE_34 }));
    const api = renderOnline();
    const summary = await screen.findByRole('region', { name: 'Plan Complementario Oro' });
    await waitFor(() =>
      expect(within(summary).getByText(/Precio para tu perfil/)).toHaveTextContent(
        'Precio para tu perfil $ 549.000 /mes',
      ),
    );
    expect(summary).not.toHaveTextContent('Desde');
    expect(api.requests.find((request) => request.path.endsWith('/calculatePrice'))?.body).toEqual({
      profile: { cotizante: PROFILE_34.cotizante, cargas: [] },
      productType: 'colombia',
    });
    await user.click(screen.getByRole('button', { name: 'Comprar online' }));
    await screen.findByRole('form', { name: 'Datos personales' });
    expect(api.requests.find((request) => request.path === '/api/purchases')?.body).toMatchObject({
      profile: PROFILE_34,
    });
  });

  it("keeps the starting price ('Desde') where no profile was entered, and buys without one", async () => {
    const user = userEvent.setup();
    localStorage.setItem('V1.6_CO', JSON.stringify({ colombia: { ...PROFILE_34, ingresodatos: false } }));
    const api = renderOnline();
    const summary = await screen.findByRole('region', { name: 'Plan Complementario Oro' });
    expect(within(summary).getByText(/Desde/)).toHaveTextContent('Desde $ 124.000 /mes');
    await user.click(screen.getByRole('button', { name: 'Comprar online' }));
    await screen.findByRole('form', { name: 'Datos personales' });
    expect(api.requests.find((request) => request.path === '/api/purchases')?.body).toEqual({
      productCode: 'ASE204-SALUDPLUS',
      profile: null,
    });
  });

  it("shows the purchase's own price once it has one, and a new price from the birth date before payment", async () => {
    localStorage.setItem('V1.6_CO', JSON.stringify({ colombia: PROFILE_34 }));
    const charge = {
      periodicity: 'monthly',
      monthly: 560_000,
      subtotal: 560_000,
      total: 560_000,
      currency: 'COP',
      paymentsPerYear: 12,
    } as const;
    renderOnline(
      `?session=${SESSION}&sessionType=purchase`,
      purchaseAt('payment', {
        price: priceOf(560_000),
        ageChange: { profileAge: 34, age: 35, previousPrice: priceOf(549_000) },
        charge,
        charges: [charge],
      }),
    );
    const summary = await screen.findByRole('region', { name: 'Plan Complementario Oro' });
    await waitFor(() =>
      expect(within(summary).getByText(/Precio para tu perfil/)).toHaveTextContent(
        'Precio para tu perfil $ 560.000 /mes',
      ),
    );
    const payment = await screen.findByRole('form', { name: 'Datos de la tarjeta' });
    expect(screen.getByText(/Actualizamos tu precio/)).toHaveTextContent(
      'Actualizamos tu precio con tu fecha de nacimiento: tienes 35 años (en tu perfil indicaste 34). Tu precio es $ 560.000 /mes; antes era $ 549.000 /mes.',
    );
    expect(within(payment).getByRole('button', { name: /^Pagar/ })).toHaveTextContent('Pagar $ 560.000');
  });
});

describe('PurchasePage as the qppayment outlet', () => {
  it('opens over the page in a dialog that its close button closes', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    renderPage({ productCode: 'EPS101-ORO', mode: 'outlet', onClose }, () => ({
      status: 200,
      body: { data: epsPlan() },
    }));
    const dialog = within(screen.getByRole('dialog', { name: 'Compra online' }));
    expect(await dialog.findByRole('heading', { level: 3, name: 'Plan Complementario Oro' })).toBeInTheDocument();
    expect(dialog.getByRole('heading', { level: 3, name: 'Solicita este plan' })).toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: 'Cerrar compra online' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('says the plan was not found instead of leaving the page', async () => {
    renderPage({ productCode: 'NO-EXISTE', mode: 'outlet' }, () => ({ status: 404 }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No encontramos el plan NO-EXISTE.');
    expect(screen.getByRole('status', { name: 'ruta' })).toHaveTextContent('/Compra-Online');
  });

  it('shows one payment by its id, read with the purchase link of the address', async () => {
    const api = stubPurchaseApi(purchaseAt('success'));
    const payment = {
      id: 'pay_0000000000000001',
      status: 'approved',
      statusDetail: 'accredited',
      message: null,
      brand: 'visa',
      lastFour: '3704',
      total: 305_000,
      periodicity: 'monthly',
      createdAt: '2026-11-28T15:05:00.000Z',
    } as const;
    api.state.attempts.set('key', payment);
    render(
      <MemoryRouter
        initialEntries={[`/?session=${SESSION}&sessionType=purchase&qppayment=Compra-Online%2Fpago%2F${payment.id}`]}
      >
        <PurchasePage paymentId={payment.id} mode="outlet" onClose={() => undefined} />
      </MemoryRouter>,
    );
    const dialog = within(screen.getByRole('dialog', { name: 'Compra online' }));
    expect(dialog.getByRole('heading', { level: 3, name: 'Tu pago' })).toBeInTheDocument();
    expect(await dialog.findByText('Aprobado')).toBeInTheDocument();
    expect(dialog.getByText('Visa terminada en 3704')).toBeInTheDocument();
    expect(api.requests.map((request) => request.path)).toEqual([`/api/qppayment/insurance-payment/${payment.id}`]);
  });
});
