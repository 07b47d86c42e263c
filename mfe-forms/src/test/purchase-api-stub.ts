import type { PaymentView, PurchaseView } from '@qs/shared';
import { stubFetch, type StubAnswer, type StubRequest } from './fetch-stub';

/**
 * A stand-in for the API's purchase routes behind global.fetch, with the rules the pages rely on: the session
 * `{id}.{secret}` is required, steps move the purchase on, a payment's key answers its first attempt, the
 * cardholder name decides the outcome as the sandbox does (OTHE rejected, CONT pending, else approved).
 */
export const SESSION = `${'p'.repeat(16)}.${'s'.repeat(32)}`;

const CHARGES = [
  { periodicity: 'monthly', monthly: 305_000, subtotal: 305_000, total: 305_000, currency: 'COP', paymentsPerYear: 12 },
  {
    periodicity: 'yearly',
    monthly: 305_000,
    subtotal: 3_660_000,
    total: 3_660_000,
    currency: 'COP',
    paymentsPerYear: 1,
  },
] as PurchaseView['charges'];

export const purchaseAt = (step: string, extra: Partial<PurchaseView> = {}): PurchaseView => ({
  id: 'p'.repeat(16),
  kind: 'person',
  productCode: 'ASE204-SALUDPLUS',
  planName: 'Salud Plus Ceiba',
  organizationName: 'Seguros Ceiba',
  steps: ['personal-data', 'health-statement', 'payment', 'success'],
  step,
  leadStatus: { id: 500, name: 'Contratacion Online' },
  subStatus: null,
  sale: 'PENDING',
  payment: null,
  insured: [
    { person: 0, role: 'cotizante', age: 40 },
    { person: 1, role: 'carga', age: 8 },
  ],
  minEmployees: 1,
  executive: null,
  data: {},
  price: { minPrice: 305_000, unit: { id: 1, code: 'COP' }, suffix: '/mes', basis: 'profile' },
  ageChange: null,
  charge: CHARGES[0]!,
  charges: CHARGES,
  payments: [],
  createdAt: '2026-11-28T10:00:00.000Z',
  updatedAt: '2026-11-28T10:00:00.000Z',
  ...extra,
});

const MESSAGES = {
  cc_rejected_other_reason: 'Tu banco rechazó el pago. Usa otra tarjeta o llama a tu banco.',
} as const;

/** `other` answers the calls that are not the purchase's (the plan, its price); without it they are 404. */
export const stubPurchaseApi = (initial: PurchaseView | null = null, other?: (request: StubRequest) => StubAnswer) => {
  const state = { purchase: initial, attempts: new Map<string, PaymentView>(), offline: false };
  const ok = (data: unknown, status = 200): StubAnswer => ({ status, body: { data } });
  const next = {
    'personal-data': 'health-statement',
    'health-statement': 'payment',
    'company-data': 'employee-data',
    'employee-data': 'executive-assignment',
  } as Record<string, string>;
  const handle = (request: StubRequest): StubAnswer => {
    const { path, method } = request;
    if (other && !path.startsWith('/api/purchases') && !path.startsWith('/api/qppayment/')) return other(request);
    if (path === '/api/purchases' && method === 'POST') {
      state.purchase = purchaseAt('personal-data');
      return ok({ session: SESSION, sessionType: 'purchase', purchase: state.purchase }, 201);
    }
    const paymentId = /\/qppayment\/insurance-payment\/(pay_[\w-]{16})$/.exec(path)?.[1];
    if (paymentId) {
      const payment = [...state.attempts.values()].find((attempt) => attempt.id === paymentId);
      if (!state.purchase || !payment || request.headers['x-purchase-session'] !== SESSION)
        return { status: 404, body: { message: 'Pago no encontrado' } };
      return ok({ payment, purchase: state.purchase });
    }
    if (!state.purchase || request.headers['x-purchase-session'] !== SESSION)
      return { status: 404, body: { message: 'Compra no encontrada' } };
    const purchase: PurchaseView = state.purchase;
    const step = /\/steps\/([\w-]+)$/.exec(path)?.[1];
    if (step) {
      const moved = purchase.step === step ? next[step]! : purchase.step;
      // As the API: the authorisations are kept apart, not with the step's data (docs/security.md#data-authorisation).
      const {
        autorizacionDatos: _personal,
        autorizacionDatosSensibles: _sensitive,
        ...data
      } = request.body as Record<string, unknown>;
      state.purchase = { ...purchase, step: moved, data: { ...purchase.data, [step]: data } };
      return ok(state.purchase);
    }
    if (path.endsWith('/cancel')) {
      if (purchase.leadStatus.id !== 500 || purchase.payment === 'PENDING')
        return { status: 409, body: { message: 'La compra no admite la cancelación.' } };
      state.purchase = { ...purchase, leadStatus: { id: 3, name: 'Cerrado' }, subStatus: null, sale: 'FAIL' };
      return ok(state.purchase);
    }
    if (path.endsWith('/confirm')) {
      state.purchase = {
        ...purchase,
        step: 'confirmation',
        leadStatus: { id: 501, name: 'Pendiente de confirmación' },
        sale: 'OK',
      };
      return ok(state.purchase);
    }
    if (path.endsWith('/periodicity')) {
      const { periodicity } = request.body as { periodicity: string };
      state.purchase = { ...purchase, charge: CHARGES.find((charge) => charge.periodicity === periodicity)! };
      return ok(state.purchase);
    }
    if (path.endsWith('/payments')) {
      const key = request.headers['idempotency-key']!;
      const known = state.attempts.get(key);
      if (known) return ok({ payment: known, purchase });
      const { holderName } = request.body as { holderName: string };
      const [status, statusDetail] =
        holderName === 'OTHE'
          ? ['rejected', 'cc_rejected_other_reason']
          : holderName === 'CONT'
            ? ['pending', 'pending_contingency']
            : ['approved', 'accredited'];
      const payment = {
        id: `pay_${String(state.attempts.size + 1).padStart(16, '0')}`,
        status,
        statusDetail,
        message: MESSAGES[statusDetail as keyof typeof MESSAGES] ?? null,
        brand: 'visa',
        lastFour: '3704',
        total: purchase.charge.total,
        periodicity: purchase.charge.periodicity,
        createdAt: '2026-11-28T10:05:00.000Z',
      } as PaymentView;
      state.attempts.set(key, payment);
      state.purchase = {
        ...purchase,
        payments: [...purchase.payments, payment],
        ...(status === 'approved' && {
          step: 'success',
          leadStatus: { id: 501, name: 'Pendiente de confirmación' },
          payment: 'OK',
          sale: 'OK',
        }),
        ...(status === 'rejected' && { payment: 'DECLINED' }),
        ...(status === 'pending' && { payment: 'PENDING' }),
      };
      return ok({ payment, purchase: state.purchase }, 201);
    }
    return ok(purchase);
  };
  const stub = stubFetch((request) => {
    if (state.offline) throw new TypeError('Failed to fetch');
    return handle(request);
  });
  return { ...stub, state };
};

/** A company purchase at `step`, with the executive its lead was assigned. */
export const companyPurchaseAt = (step: string, extra: Partial<PurchaseView> = {}): PurchaseView =>
  purchaseAt(step, {
    kind: 'company',
    productCode: 'ASE204-EQUIPO',
    steps: ['company-data', 'employee-data', 'executive-assignment', 'confirmation'],
    insured: [],
    executive: {
      nombres: 'Laura',
      apellidos: 'Méndez',
      telefono_1: '+573001110000',
      telefonos: [],
      email_corporativo: 'laura.mendez@quieroseguro.co',
      calendly: { active: false, url: '' },
    },
    ...extra,
  });
