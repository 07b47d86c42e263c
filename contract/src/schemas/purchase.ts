import Type, { type Static } from 'typebox';
import {
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  NAME_MAX_LENGTH,
  NAME_PATTERN,
  NIT_PATTERN,
  PHONE_MAX_LENGTH,
  PHONE_PATTERN,
} from '../rules/field-rules.mjs';
import { Data, IDEMPOTENCY_KEY_PATTERN, Nullable } from './common.ts';
import { DataSocio } from './leads.ts';
import { LeadStatus, LeadSubStatus } from './lead-statuses.ts';
import { PlanPrice } from './plans.ts';
import { DataAuthorisation, SensitiveDataAuthorisation } from './privacy.ts';
import { ProfileBody } from './profile.ts';

/** The online purchase (docs/adr/0019-online-purchase.md): start, resume by its link, save each step, choose how often to pay, pay. */

export const PERIODICITY = Type.Union([
  Type.Literal('monthly'),
  Type.Literal('bimonthly'),
  Type.Literal('quarterly'),
  Type.Literal('fourmonths'),
  Type.Literal('halfYearly'),
  Type.Literal('yearly'),
]);

export const StartPurchaseBody = Type.Object(
  {
    productCode: Type.String({ minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9_-]+$' }),
    profile: Type.Optional(
      Type.Union([ProfileBody, Type.Null()], {
        description: 'Who will be insured: the price is computed from it, by the API',
      }),
    ),
  },
  { additionalProperties: false },
);
export type StartPurchaseBody = Static<typeof StartPurchaseBody>;

export const PurchaseParams = Type.Object({ id: Type.String({ pattern: '^[A-Za-z0-9_-]{16}$' }) });
export const PurchaseStepParams = Type.Object({
  id: Type.String({ pattern: '^[A-Za-z0-9_-]{16}$' }),
  step: Type.Union([
    Type.Literal('personal-data'),
    Type.Literal('health-statement'),
    Type.Literal('company-data'),
    Type.Literal('employee-data'),
  ]),
});
/** The purchase link's secret: the `x-purchase-session` header, or `?session=` as the link carries it. */
export const PurchaseQuery = Type.Object({
  session: Type.Optional(Type.String({ maxLength: 64 })),
  sessionType: Type.Optional(Type.Literal('purchase')),
});

const DOCUMENT_TYPE = Type.Union([Type.Literal('CC'), Type.Literal('CE'), Type.Literal('TI'), Type.Literal('PA')], {
  description: 'Cédula de ciudadanía, de extranjería, tarjeta de identidad, pasaporte',
});
const DOCUMENT_NUMBER = Type.String({
  pattern: '^[A-Za-z0-9]{5,12}$',
  description: '5 to 12 digits (a passport: letters too)',
});
const BIRTH_DATE = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD' });
const NAME = Type.String({ minLength: 1, maxLength: NAME_MAX_LENGTH, pattern: NAME_PATTERN });
const EMAIL = Type.String({ minLength: 1, maxLength: EMAIL_MAX_LENGTH, pattern: EMAIL_PATTERN });
const PHONE = Type.String({ minLength: 1, maxLength: PHONE_MAX_LENGTH, pattern: PHONE_PATTERN });

export const PersonalDataBody = Type.Object(
  {
    name: NAME,
    documentType: DOCUMENT_TYPE,
    documentNumber: DOCUMENT_NUMBER,
    birthDate: BIRTH_DATE,
    email: EMAIL,
    phone: PHONE,
    address: Type.String({ minLength: 5, maxLength: 120 }),
    city: Type.String({ minLength: 2, maxLength: 60 }),
    autorizacionDatos: DataAuthorisation,
  },
  { additionalProperties: false },
);

export const HealthStatementBody = Type.Object(
  {
    answers: Type.Array(
      Type.Object(
        {
          person: Type.Integer({
            minimum: 0,
            maximum: 99,
            description: 'The insured person of the profile (its index)',
          }),
          hasConditions: Type.Boolean({ description: 'Has a disease, treatment or surgery to declare' }),
          details: Type.Optional(Type.String({ maxLength: 1000 })),
        },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: 100 },
    ),
    truthful: Type.Literal(true, { description: 'The visitor declares the statement is true' }),
    autorizacionDatosSensibles: SensitiveDataAuthorisation,
  },
  { additionalProperties: false },
);

export const CompanyDataBody = Type.Object(
  {
    companyName: Type.String({ minLength: 2, maxLength: 120 }),
    nit: Type.String({ pattern: NIT_PATTERN, description: 'NIT with its check digit: 900123456-8' }),
    contactName: NAME,
    email: EMAIL,
    phone: PHONE,
    employees: Type.Integer({ minimum: 1, maximum: 999999 }),
    autorizacionDatos: DataAuthorisation,
  },
  { additionalProperties: false },
);

export const EmployeeDataBody = Type.Object(
  {
    employees: Type.Array(
      Type.Object(
        {
          name: NAME,
          documentType: DOCUMENT_TYPE,
          documentNumber: DOCUMENT_NUMBER,
          birthDate: BIRTH_DATE,
        },
        { additionalProperties: false },
      ),
      {
        minItems: 1,
        maxItems: 200,
        description: 'Every declared employee; an online purchase lists at most 200 (ONLINE_GROUP_EMPLOYEES_MAX)',
      },
    ),
  },
  { additionalProperties: false },
);

export const PeriodicityBody = Type.Object({ periodicity: PERIODICITY }, { additionalProperties: false });

export const PaymentBody = Type.Object(
  {
    holderName: Type.String({ minLength: 2, maxLength: 60 }),
    cardNumber: Type.String({ minLength: 1, maxLength: 30 }),
    expiry: Type.String({ minLength: 1, maxLength: 9 }),
    securityCode: Type.String({ minLength: 1, maxLength: 4 }),
  },
  { additionalProperties: false },
);

export const PaymentHeaders = Type.Object({
  'idempotency-key': Type.String({
    pattern: IDEMPOTENCY_KEY_PATTERN,
    description: 'One per payment attempt: a retry charges once',
  }),
});

const Charge = Type.Object({
  periodicity: PERIODICITY,
  monthly: Type.Integer(),
  subtotal: Type.Integer(),
  total: Type.Integer({ description: "What the card is charged: the plan's price for the period, no fee added" }),
  currency: Type.Literal('COP'),
  paymentsPerYear: Type.Integer(),
});

/** A payment attempt's id: `pay_` and 16 characters, a shape no plan id or productCode has (the qppayment outlet's URL takes either). */
export const PAYMENT_ID_PATTERN = '^pay_[A-Za-z0-9_-]{16}$';

export const PaymentView = Type.Object({
  id: Type.String({ description: 'pay_ and 16 characters (PAYMENT_ID_PATTERN)' }),
  status: Type.Union([
    Type.Literal('processing'),
    Type.Literal('approved'),
    Type.Literal('rejected'),
    Type.Literal('pending'),
  ]),
  statusDetail: Nullable(Type.String()),
  message: Nullable(Type.String({ description: 'What the visitor reads for the status detail' })),
  brand: Type.String(),
  lastFour: Type.String(),
  total: Type.Integer(),
  periodicity: PERIODICITY,
  createdAt: Type.String(),
});
export type PaymentView = Static<typeof PaymentView>;

export const PurchaseView = Type.Object({
  id: Type.String(),
  kind: Type.Union([Type.Literal('person'), Type.Literal('company')]),
  productCode: Type.String(),
  planName: Type.String(),
  organizationName: Type.String(),
  steps: Type.Array(Type.String()),
  step: Type.String(),
  leadStatus: LeadStatus,
  subStatus: Nullable(LeadSubStatus),
  sale: Type.String(),
  payment: Nullable(Type.String()),
  insured: Type.Array(
    Type.Object({
      person: Type.Integer(),
      role: Type.String(),
      age: Nullable(Type.Integer({ description: 'As the profile gave it; null when it did not' })),
    }),
    { description: 'Who the health statement asks about' },
  ),
  minEmployees: Type.Integer(),
  // The advisor the purchase's lead was assigned: a company purchase's executive.
  executive: Nullable(DataSocio),
  data: Type.Record(Type.String(), Type.Unknown(), { description: 'The saved steps, by step name' }),
  price: PlanPrice,
  ageChange: Nullable(
    Type.Object(
      {
        profileAge: Nullable(Type.Integer({ description: "The holder's age the profile gave, if any" })),
        age: Type.Integer({
          description: 'The age of the birth date of the personal data, which prices the purchase from then on',
        }),
        previousPrice: PlanPrice,
      },
      { description: "The birth date gave another age than the profile's: the price before it" },
    ),
  ),
  charge: Charge,
  charges: Type.Array(Charge, { description: 'The charge of every periodicity, to choose from' }),
  payments: Type.Array(PaymentView),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type PurchaseView = Static<typeof PurchaseView>;

export const PurchaseAnswer = Data(PurchaseView);
export const StartedPurchaseAnswer = Data(
  Type.Object({
    session: Type.String({
      description:
        'The purchase link: /Compra-Online/{code}?session={session}&sessionType=purchase; {purchase id}.{secret}',
    }),
    sessionType: Type.Literal('purchase'),
    purchase: PurchaseView,
  }),
);
/** One payment attempt and the purchase it pays, as it stands now. */
export const PurchasePayment = Type.Object({ payment: PaymentView, purchase: PurchaseView });
export type PurchasePayment = Static<typeof PurchasePayment>;
export const PaymentAnswer = Data(PurchasePayment);

export const PaymentNotificationBody = Type.Object(
  {
    providerPaymentId: Type.String({ maxLength: 64 }),
    status: Type.Union([Type.Literal('approved'), Type.Literal('rejected')]),
    statusDetail: Type.String({ maxLength: 64 }),
  },
  { additionalProperties: false },
);

/** The receipt of a paid purchase: a PDF drawn for the request. */
export const ReceiptPdf = Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'The receipt’s bytes' });
export const ReceiptAnswer = { description: 'The receipt PDF', content: { 'application/pdf': { schema: ReceiptPdf } } };
