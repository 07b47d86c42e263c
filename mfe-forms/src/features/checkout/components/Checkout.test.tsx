import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { addSliceTranslations, apiClient, formatCop, getEventBus, type Profile } from '@qs/shared';
import es from '../../../i18n/es.json';
import { companyPurchaseAt, purchaseAt, SESSION, stubPurchaseApi } from '../../../test/purchase-api-stub';
import { PENDING_POLL_MS } from '../hooks/usePurchase';
import { Checkout } from './Checkout';
import { SENSITIVE_AUTHORISATION_LABEL, TEST_AUTHORISATION, tickAuthorisation } from '../../../test/authorisation';

beforeAll(() => addSliceTranslations('forms', es));
beforeEach(() => {
  apiClient.clearCache();
  localStorage.clear();
});
afterEach(() => jest.useRealTimers());

const PATH = '/Compra-Online/ASE204-SALUDPLUS';
const PROFILE: Profile = {
  nombre: 'Ana Gómez',
  email: 'ana@correo.co',
  telefono: '3001112233',
  ingresodatos: true,
  cotizante: [{ edad: 40 }],
  cargas: [],
} as unknown as Profile;

/** The address as the page holds it: the purchase link lives there. */
const Address = () => {
  const location = useLocation();
  return <output aria-label="dirección">{`${location.pathname}${location.search}`}</output>;
};

const renderCheckout = (search = '', onFinished?: () => void) =>
  render(
    <MemoryRouter initialEntries={[`${PATH}${search}`]}>
      <Checkout productCode="ASE204-SALUDPLUS" profile={() => PROFILE} headingLevel={2} onFinished={onFinished} />
      <Address />
    </MemoryRouter>,
  );

const fillPersonalData = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.type(screen.getByLabelText('Número de documento'), '52123456');
  await user.type(screen.getByLabelText('Fecha de nacimiento'), '1986-02-28');
  await user.type(screen.getByLabelText('Dirección'), 'Calle 100 # 15-20');
  await user.type(screen.getByLabelText('Ciudad'), 'Bogotá');
  await tickAuthorisation(user);
  await user.click(screen.getByRole('button', { name: 'Guardar y continuar' }));
};

const fillCard = async (user: ReturnType<typeof userEvent.setup>, holder: string) => {
  await user.type(screen.getByLabelText('Nombre como aparece en la tarjeta'), holder);
  await user.type(screen.getByLabelText('Número de la tarjeta'), '4509 9535 6623 3704');
  await user.type(screen.getByLabelText('Vencimiento (MM/AA)'), '11/30');
  await user.type(screen.getByLabelText('Código de seguridad'), '123');
};

describe('Checkout (docs/adr/0019-online-purchase.md)', () => {
  it('starts the purchase, keeps its link in the address, and takes the visitor through the steps to an approved payment', async () => {
    const user = userEvent.setup();
    const api = stubPurchaseApi();
    renderCheckout('?utm_source=x');
    await user.click(screen.getByRole('button', { name: 'Comprar online' }));
    expect(await screen.findByRole('form', { name: 'Datos personales' })).toBeInTheDocument();
    expect(await screen.findByText(`${PATH}?utm_source=x&session=${SESSION}&sessionType=purchase`)).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'dirección' })).toHaveTextContent(
      `${PATH}?utm_source=x&session=${SESSION}&sessionType=purchase`,
    );
    expect(api.requests[0]).toMatchObject({
      path: '/api/purchases',
      body: { productCode: 'ASE204-SALUDPLUS', profile: PROFILE },
    });
    // The stored profile's contact is filled in already.
    expect(screen.getByLabelText('Nombre completo')).toHaveValue('Ana Gómez');
    expect(
      within(screen.getByRole('list', { name: 'Pasos de la compra' }))
        .getByText('Datos personales')
        .closest('li'),
    ).toHaveAttribute('aria-current', 'step');

    await fillPersonalData(user);
    const health = await screen.findByRole('form', { name: 'Declaración de salud' });
    expect(api.state.purchase?.data['personal-data']).toMatchObject({
      name: 'Ana Gómez',
      documentType: 'CC',
      documentNumber: '52123456',
      birthDate: '1986-02-28',
    });
    const [holder, child] = within(health).getAllByRole('radiogroup');
    await user.click(within(holder!).getByLabelText('No'));
    await user.click(within(child!).getByLabelText('Sí'));
    await user.type(within(health).getByLabelText('¿Cuál? Cuéntanos brevemente'), 'Asma leve controlada');
    await user.click(within(health).getByLabelText('Declaro que la información es verdadera y completa.'));
    // The health data are sensitive: without their express authorisation the step is not sent.
    const sensitive = within(health).getByRole('checkbox', { name: SENSITIVE_AUTHORISATION_LABEL });
    expect(sensitive).not.toBeChecked();
    await user.click(within(health).getByRole('button', { name: 'Guardar y continuar' }));
    expect(sensitive).toHaveAccessibleDescription(
      'Debes autorizar de manera expresa el tratamiento de tus datos sensibles de salud para continuar.',
    );
    expect(api.requests.some((request) => request.path.endsWith('/steps/health-statement'))).toBe(false);
    await user.click(sensitive);
    await user.click(within(health).getByRole('button', { name: 'Guardar y continuar' }));

    // The charge as the API computed it, before paying: the plan's price and nothing more.
    const summary = await screen.findByRole('region', { name: 'Resumen del pago' });
    const lines = summary.textContent?.replace(/\s+/g, ' ');
    expect(lines).toBe('Plan (1 mes)$ 305.000Total a pagar$ 305.000');
    expect(screen.queryByText(/Comisión|Impuesto/)).not.toBeInTheDocument();
    const stepBody = (step: string) => api.requests.find((request) => request.path.endsWith(`/steps/${step}`))?.body;
    expect(stepBody('personal-data')).toMatchObject({ autorizacionDatos: TEST_AUTHORISATION });
    expect(stepBody('health-statement')).toMatchObject({ autorizacionDatosSensibles: TEST_AUTHORISATION });
    expect(api.state.purchase?.data['health-statement']).toEqual({
      answers: [
        { person: 0, hasConditions: false },
        { person: 1, hasConditions: true, details: 'Asma leve controlada' },
      ],
      truthful: true,
    });
    await user.click(screen.getByLabelText(/^Anual/));
    expect(await screen.findByRole('button', { name: `Pagar ${formatCop(3_660_000)}` })).toBeInTheDocument();

    await fillCard(user, 'APRO');
    await user.click(screen.getByRole('button', { name: `Pagar ${formatCop(3_660_000)}` }));
    expect(await screen.findByRole('heading', { name: '¡Compra exitosa!' })).toBeInTheDocument();
    expect(screen.getByText(/Tu pago de \$\s3\.660\.000 con Visa terminada en 3704 fue aprobado/)).toBeInTheDocument();
    expect(screen.getByText('Estado de tu solicitud: Pendiente de confirmación')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Descargar el comprobante (PDF)' })).toHaveAttribute(
      'href',
      `/api/purchases/${'p'.repeat(16)}/receipt?session=${SESSION}&sessionType=purchase`,
    );
    // The payment's reference, and its view by id in the qppayment outlet (with the purchase link).
    const paymentId = `pay_${'1'.padStart(16, '0')}`;
    expect(screen.getByText(paymentId)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Consultar este pago' })).toHaveAttribute(
      'href',
      `/?session=${SESSION}&sessionType=purchase&qppayment=Compra-Online%2Fpago%2F${paymentId}`,
    );
  });

  it("shows a rejection's message, empties the card's number and code, and pays with a new attempt", async () => {
    const user = userEvent.setup();
    const api = stubPurchaseApi(purchaseAt('payment'));
    renderCheckout(`?session=${SESSION}&sessionType=purchase`);
    await screen.findByRole('form', { name: 'Datos de la tarjeta' });
    await fillCard(user, 'OTHE');
    await user.click(screen.getByRole('button', { name: `Pagar ${formatCop(305_000)}` }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Tu banco rechazó el pago. Usa otra tarjeta o llama a tu banco.',
    );
    // The button the visitor pressed stays where it was: the focus goes to what happened, read out at once.
    expect(screen.getByRole('alert')).toHaveFocus();
    expect(screen.getByLabelText('Número de la tarjeta')).toHaveValue('');
    expect(screen.getByLabelText('Código de seguridad')).toHaveValue('');
    expect(screen.getByLabelText('Vencimiento (MM/AA)')).toHaveValue('11/30');
    await user.clear(screen.getByLabelText('Nombre como aparece en la tarjeta'));
    await user.type(screen.getByLabelText('Nombre como aparece en la tarjeta'), 'APRO');
    await user.type(screen.getByLabelText('Número de la tarjeta'), '5555 5555 5555 4444');
    await user.type(screen.getByLabelText('Código de seguridad'), '321');
    await user.click(screen.getByRole('button', { name: `Pagar ${formatCop(305_000)}` }));
    expect(await screen.findByRole('heading', { name: '¡Compra exitosa!' })).toBeInTheDocument();
    const keys = api.requests
      .filter((request) => request.path.endsWith('/payments'))
      .map((request) => request.headers['idempotency-key']);
    expect(new Set(keys).size).toBe(2);
    // The card's number is never kept by the page.
    expect(JSON.stringify(localStorage)).not.toContain('4509');
  });

  it('formats the card as it is typed: the number in groups of four, the expiry as MM/AA', async () => {
    const user = userEvent.setup();
    const api = stubPurchaseApi(purchaseAt('payment'));
    renderCheckout(`?session=${SESSION}&sessionType=purchase`);
    await screen.findByRole('form', { name: 'Datos de la tarjeta' });
    const number = screen.getByLabelText('Número de la tarjeta');
    const expiry = screen.getByLabelText('Vencimiento (MM/AA)');
    await user.type(number, '4509953566233704');
    expect(number).toHaveValue('4509 9535 6623 3704');
    await user.type(expiry, '1130');
    expect(expiry).toHaveValue('11/30');
    // A month of one digit gets its zero; deleting takes the digits back one by one.
    await user.clear(expiry);
    await user.type(expiry, '3');
    expect(expiry).toHaveValue('03');
    await user.type(expiry, '{Backspace}{Backspace}1/28');
    expect(expiry).toHaveValue('01/28');
    await user.type(screen.getByLabelText('Nombre como aparece en la tarjeta'), 'APRO');
    await user.type(screen.getByLabelText('Código de seguridad'), '123');
    await user.click(screen.getByRole('button', { name: `Pagar ${formatCop(305_000)}` }));
    expect(await screen.findByRole('heading', { name: '¡Compra exitosa!' })).toBeInTheDocument();
    expect(api.requests.find((request) => request.path.endsWith('/payments'))?.body).toMatchObject({
      cardNumber: '4509 9535 6623 3704',
      expiry: '01/28',
    });
  });

  it('shows no internal code in a card message', async () => {
    const user = userEvent.setup();
    stubPurchaseApi(purchaseAt('payment'));
    renderCheckout(`?session=${SESSION}&sessionType=purchase`);
    await screen.findByRole('form', { name: 'Datos de la tarjeta' });
    await user.type(screen.getByLabelText('Vencimiento (MM/AA)'), '1330');
    await user.click(screen.getByRole('button', { name: `Pagar ${formatCop(305_000)}` }));
    expect(await screen.findByText('El mes de vencimiento no es válido: escríbelo como MM/AA.')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Datos de la tarjeta' })).not.toHaveTextContent(/\(\d{4}\)/);
  });

  it('sends a payment whose answer was lost again with the same key (it charges once)', async () => {
    const user = userEvent.setup();
    const api = stubPurchaseApi(purchaseAt('payment'));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderCheckout(`?session=${SESSION}&sessionType=purchase`);
    await screen.findByRole('form', { name: 'Datos de la tarjeta' });
    await fillCard(user, 'APRO');
    api.state.offline = true;
    await user.click(screen.getByRole('button', { name: `Pagar ${formatCop(305_000)}` }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos guardar este paso');
    api.state.offline = false;
    await user.click(screen.getByRole('button', { name: `Pagar ${formatCop(305_000)}` }));
    expect(await screen.findByRole('heading', { name: '¡Compra exitosa!' })).toBeInTheDocument();
    const keys = api.requests
      .filter((request) => request.path.endsWith('/payments'))
      .map((request) => request.headers['idempotency-key']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('waits for a pending payment and shows the success once the API has it', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const api = stubPurchaseApi(purchaseAt('payment'));
    renderCheckout(`?session=${SESSION}&sessionType=purchase`);
    await screen.findByRole('form', { name: 'Datos de la tarjeta' });
    await fillCard(user, 'CONT');
    await user.click(screen.getByRole('button', { name: `Pagar ${formatCop(305_000)}` }));
    expect(await screen.findByText(/Estamos procesando tu pago/)).toBeInTheDocument();
    // The provider's notification reaches the API.
    api.state.purchase = {
      ...api.state.purchase!,
      step: 'success',
      leadStatus: { id: 501, name: 'Pendiente de confirmación' },
      payment: 'OK',
      payments: [{ ...api.state.purchase!.payments[0]!, status: 'approved' }],
    };
    await act(async () => {
      jest.advanceTimersByTime(PENDING_POLL_MS);
    });
    expect(await screen.findByRole('heading', { name: '¡Compra exitosa!' })).toBeInTheDocument();
  });

  it('resumes by the link at the step the purchase is, and lets a done step be corrected without moving back', async () => {
    const user = userEvent.setup();
    const saved = {
      name: 'Ana Gómez',
      documentType: 'CC',
      documentNumber: '52123456',
      birthDate: '1986-02-28',
      email: 'ana@correo.co',
      phone: '3001112233',
      address: 'Calle 100 # 15-20',
      city: 'Bogotá',
    };
    stubPurchaseApi(purchaseAt('health-statement', { data: { 'personal-data': saved } }));
    renderCheckout(`?session=${SESSION}&sessionType=purchase`);
    expect(await screen.findByRole('form', { name: 'Declaración de salud' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Corregir Datos personales' }));
    expect(screen.getByLabelText('Ciudad')).toHaveValue('Bogotá');
    await user.clear(screen.getByLabelText('Ciudad'));
    await user.type(screen.getByLabelText('Ciudad'), 'Medellín');
    // Asked again on each save.
    await tickAuthorisation(user);
    await user.click(screen.getByRole('button', { name: 'Guardar y continuar' }));
    expect(await screen.findByRole('form', { name: 'Declaración de salud' })).toBeInTheDocument();
  });

  it('names each insured person of the health statement with the age the profile gave, and no age it did not', async () => {
    stubPurchaseApi(
      purchaseAt('health-statement', {
        insured: [
          { person: 0, role: 'cotizante', age: null },
          { person: 1, role: 'carga', age: 8 },
        ],
      }),
    );
    renderCheckout(`?session=${SESSION}&sessionType=purchase`);
    const form = await screen.findByRole('form', { name: 'Declaración de salud' });
    expect(
      within(form)
        .getAllByRole('group')
        .map((group) => group.querySelector('legend')?.textContent),
    ).toEqual(['Titular', 'Beneficiario 1 (8 años)']);
  });

  it('tells the page when the purchase is paid (it stops offering the advisor request), not before', async () => {
    const finished = jest.fn();
    stubPurchaseApi(purchaseAt('payment'));
    renderCheckout(`?session=${SESSION}&sessionType=purchase`, finished);
    const user = userEvent.setup();
    await screen.findByRole('form', { name: 'Datos de la tarjeta' });
    expect(finished).not.toHaveBeenCalled();
    await fillCard(user, 'APRO');
    await user.click(screen.getByRole('button', { name: `Pagar ${formatCop(305_000)}` }));
    await screen.findByRole('heading', { name: '¡Compra exitosa!' });
    expect(finished).toHaveBeenCalled();
  });

  it('announces a purchase paid on this page once, with what the card was charged; a paid one opened again is not new', async () => {
    const completed: unknown[] = [];
    const subscription = getEventBus()
      .on('purchase/completed')
      .subscribe((payload) => completed.push(payload));
    stubPurchaseApi(purchaseAt('payment'));
    const { unmount } = renderCheckout(`?session=${SESSION}&sessionType=purchase`);
    const user = userEvent.setup();
    await screen.findByRole('form', { name: 'Datos de la tarjeta' });
    await fillCard(user, 'APRO');
    await user.click(screen.getByRole('button', { name: `Pagar ${formatCop(305_000)}` }));
    await screen.findByRole('heading', { name: '¡Compra exitosa!' });
    expect(completed).toEqual([
      expect.objectContaining({ productCode: 'ASE204-SALUDPLUS', value: 305_000, currency: 'COP' }),
    ]);
    unmount();
    // The same link opened again shows the success; nothing is announced.
    renderCheckout(`?session=${SESSION}&sessionType=purchase`);
    await screen.findByRole('heading', { name: '¡Compra exitosa!' });
    subscription.unsubscribe();
    expect(completed).toHaveLength(1);
  });

  it('cancels the purchase when the visitor confirms it, and then offers a new one', async () => {
    const user = userEvent.setup();
    const finished = jest.fn();
    const api = stubPurchaseApi(purchaseAt('payment'));
    renderCheckout(`?session=${SESSION}&sessionType=purchase`, finished);
    await screen.findByRole('form', { name: 'Datos de la tarjeta' });
    expect(screen.getByRole('list', { name: 'Pasos de la compra' })).toBeInTheDocument();
    expect(screen.getByText('Enlace de tu compra', { exact: false })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancelar la compra' }));
    const question = screen.getByText(/¿Quieres cancelar esta compra\?/);
    expect(question).toHaveFocus();
    // Not yet: the focus goes back where it was and nothing is sent.
    await user.click(screen.getByRole('button', { name: 'No, seguir comprando' }));
    expect(screen.getByRole('button', { name: 'Cancelar la compra' })).toHaveFocus();
    expect(api.requests.filter((request) => request.path.endsWith('/cancel'))).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Cancelar la compra' }));
    await user.click(screen.getByRole('button', { name: 'Sí, cancelar la compra' }));
    expect(await screen.findByText(/Cancelaste esta compra: no se cobró nada/)).toHaveFocus();
    expect(api.requests.filter((request) => request.path === `/api/purchases/${'p'.repeat(16)}/cancel`)).toHaveLength(
      1,
    );
    // Nothing of the cancelled purchase is offered any more: its steps, its card form, its link.
    expect(screen.queryByRole('list', { name: 'Pasos de la compra' })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Datos de la tarjeta' })).not.toBeInTheDocument();
    expect(screen.queryByText('Enlace de tu compra', { exact: false })).not.toBeInTheDocument();
    // The advisor's request stays offered: a cancelled purchase is not a bought plan.
    expect(finished).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Empezar una nueva compra' }));
    expect(await screen.findByRole('form', { name: 'Datos personales' })).toBeInTheDocument();
    expect(
      api.requests.filter((request) => request.path === '/api/purchases' && request.method === 'POST'),
    ).toHaveLength(1);
  });

  it('says so when the link is not a purchase the API knows', async () => {
    stubPurchaseApi(null);
    renderCheckout(`?session=${SESSION}&sessionType=purchase`);
    expect(await screen.findByText('Compra no encontrada')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });

  it('takes a company through its data, one row per declared employee, its executive and the confirmation', async () => {
    const user = userEvent.setup();
    const api = stubPurchaseApi(companyPurchaseAt('company-data', { minEmployees: 1 }));
    renderCheckout(`?session=${SESSION}&sessionType=purchase`);
    const company = await screen.findByRole('form', { name: 'Datos de la empresa' });
    // The stored profile's contact is the company's contact to start with.
    expect(within(company).getByLabelText('Nombre de quien nos contacta')).toHaveValue('Ana Gómez');
    await user.type(within(company).getByLabelText('Razón social'), 'Panadería La Espiga SAS');
    await user.type(within(company).getByLabelText('NIT (con dígito de verificación)'), '900123456-7');
    await user.type(within(company).getByLabelText('Número de empleados'), '9');
    await user.click(within(company).getByRole('button', { name: 'Guardar y continuar' }));
    expect(
      await within(company).findByText('Escribe el NIT con su dígito de verificación, por ejemplo 900123456-8.'),
    ).toBeInTheDocument();
    expect(within(company).getByText('Un plan colectivo es para un mínimo de 10 empleados.')).toBeInTheDocument();
    await user.clear(within(company).getByLabelText('NIT (con dígito de verificación)'));
    await user.type(within(company).getByLabelText('NIT (con dígito de verificación)'), '900123456-8');
    await user.clear(within(company).getByLabelText('Número de empleados'));
    await user.type(within(company).getByLabelText('Número de empleados'), '10');
    await tickAuthorisation(user);
    await user.click(within(company).getByRole('button', { name: 'Guardar y continuar' }));

    const employees = await screen.findByRole('form', { name: 'Datos de los empleados' });
    expect(api.state.purchase?.data['company-data']).toMatchObject({ nit: '900123456-8', employees: 10 });
    const rows = within(employees).getAllByRole('group');
    expect(rows).toHaveLength(10);
    // Pasted, not typed key by key: ten rows of three fields.
    const paste = async (field: HTMLElement, text: string) => {
      await user.click(field);
      await user.paste(text);
    };
    for (const [index, row] of rows.entries()) {
      await paste(within(row).getByLabelText('Nombre completo'), `Empleado ${'ABCDEFGHIJ'[index]}`);
      await paste(within(row).getByLabelText('Número de documento'), `1020${index}3040`);
      await user.type(within(row).getByLabelText('Fecha de nacimiento'), '1990-05-05');
    }
    await user.click(within(employees).getByRole('button', { name: 'Guardar y continuar' }));
    expect(await screen.findByText('Laura Méndez')).toBeInTheDocument();
    expect((api.state.purchase?.data['employee-data'] as { employees: unknown[] }).employees).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Confirmar la compra' }));
    expect(await screen.findByRole('heading', { name: '¡Compra confirmada!' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Recibimos los datos de Panadería La Espiga SAS y sus 10 empleados. Tu ejecutivo te contactará para activar la póliza.',
      ),
    ).toBeInTheDocument();
  }, 20_000);
});
