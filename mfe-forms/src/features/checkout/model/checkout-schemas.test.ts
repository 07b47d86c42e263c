import {
  ageOn,
  makeCardSchema,
  makeCompanySchema,
  makeEmployeesSchema,
  makeHealthSchema,
  makePersonalDataSchema,
  type CheckoutMessages,
} from './checkout-schemas';

const MESSAGES: CheckoutMessages = {
  lead: {
    nameRequired: 'nombre requerido',
    nameShort: 'corto',
    nameLong: 'largo',
    nameLetters: 'letras',
    phoneRequired: 'teléfono requerido',
    phoneShort: 'teléfono corto',
    phoneInvalid: 'teléfono inválido',
    emailRequired: 'correo requerido',
    emailInvalid: 'correo inválido',
    employeesRequired: 'empleados',
    authorisationRequired: 'autorización requerida',
  },
  required: 'campo requerido',
  document: 'documento',
  birthDate: 'fecha',
  adult: 'adulto',
  address: 'dirección',
  city: 'ciudad',
  details: 'detalles',
  truthful: 'veraz',
  companyName: 'razón social',
  nit: 'nit',
  employees: (minimum) => `mínimo ${minimum}`,
  tooMany: 'demasiados',
  employeeAge: 'edad empleado',
  repeated: 'repetido',
  sensitiveAuthorisation: 'autorización sensible requerida',
};
const TODAY = new Date('2026-11-28T12:00:00Z');
const PERSONAL = {
  name: 'Ana Gómez',
  documentType: 'CC',
  documentNumber: '52123456',
  birthDate: '1986-02-28',
  email: 'ana@correo.co',
  phone: '3001112233',
  address: 'Calle 100 # 15-20',
  city: 'Bogotá',
  autorizacionDatos: true,
};
const errorsOf = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe("the purchase steps' forms", () => {
  it('counts an age in whole years, and knows a date that does not exist', () => {
    expect(ageOn('1986-11-28', TODAY)).toBe(40);
    expect(ageOn('1986-11-29', TODAY)).toBe(39);
    expect(ageOn('1986-02-30', TODAY)).toBeNull();
  });

  it("takes the holder's data by the API's rules", () => {
    const schema = makePersonalDataSchema(MESSAGES, TODAY);
    expect(schema.safeParse(PERSONAL).success).toBe(true);
    expect(
      errorsOf(schema.safeParse({ ...PERSONAL, birthDate: '2010-01-01', documentNumber: '12', address: 'x' })),
    ).toEqual(['documento', 'adulto', 'dirección']);
  });

  it('wants the details of what is declared, and the declaration', () => {
    const schema = makeHealthSchema(MESSAGES);
    expect(
      schema.safeParse({
        answers: [{ hasConditions: 'no', details: '' }],
        truthful: true,
        autorizacionDatosSensibles: true,
      }).success,
    ).toBe(true);
    expect(
      errorsOf(
        schema.safeParse({
          answers: [{ hasConditions: 'si', details: ' ' }],
          truthful: false,
          autorizacionDatosSensibles: true,
        }),
      ),
    ).toEqual(['detalles', 'veraz']);
  });

  it('asks for the data authorisation on the personal and company data, and the express one on the health statement', () => {
    expect(
      errorsOf(makePersonalDataSchema(MESSAGES, TODAY).safeParse({ ...PERSONAL, autorizacionDatos: false })),
    ).toEqual(['autorización requerida']);
    const company = {
      companyName: 'Panadería La Espiga SAS',
      nit: '900123456-8',
      contactName: 'Luis Pérez',
      email: 'luis@espiga.co',
      phone: '3105550000',
      employees: '12',
      autorizacionDatos: false,
    };
    expect(errorsOf(makeCompanySchema(MESSAGES, 1).safeParse(company))).toEqual(['autorización requerida']);
    const health = { answers: [{ hasConditions: 'no', details: '' }], truthful: true };
    expect(errorsOf(makeHealthSchema(MESSAGES).safeParse({ ...health, autorizacionDatosSensibles: false }))).toEqual([
      'autorización sensible requerida',
    ]);
  });

  it('checks the card with the shared card rules and their texts, which carry no internal code', () => {
    const schema = makeCardSchema(MESSAGES, TODAY);
    expect(
      schema.safeParse({ holderName: 'APRO', cardNumber: '4509 9535 6623 3704', expiry: '11/30', securityCode: '123' })
        .success,
    ).toBe(true);
    expect(
      errorsOf(
        schema.safeParse({
          holderName: 'APRO',
          cardNumber: '4509 9535 6623 3705',
          expiry: '10/26',
          securityCode: '12',
        }),
      ),
    ).toEqual([
      'El número de la tarjeta no es válido.',
      'La tarjeta está vencida.',
      'El código de seguridad debe tener 3 dígitos.',
    ]);
    expect(
      errorsOf(
        schema.safeParse({ holderName: 'APRO', cardNumber: '4509 9535 6623', expiry: '13/30', securityCode: '123' }),
      ),
    ).toEqual([
      'El número de la tarjeta no tiene la cantidad de dígitos correcta.',
      'El mes de vencimiento no es válido: escríbelo como MM/AA.',
    ]);
    expect(
      errorsOf(
        schema.safeParse({
          holderName: 'APRO',
          cardNumber: '4509 9535 6623 3704',
          expiry: '11/99',
          securityCode: '123',
        }),
      ),
    ).toEqual(['El año de vencimiento no es válido.']);
  });

  it("takes a company with a valid NIT and at least the Colombian minimum (or the plan's) of employees", () => {
    const company = {
      companyName: 'Panadería La Espiga SAS',
      nit: '900123456-8',
      contactName: 'Luis Pérez',
      email: 'luis@espiga.co',
      phone: '3105550000',
      employees: '12',
      autorizacionDatos: true,
    };
    expect(makeCompanySchema(MESSAGES, 1).safeParse(company).success).toBe(true);
    expect(
      errorsOf(makeCompanySchema(MESSAGES, 1).safeParse({ ...company, nit: '900123456-7', employees: '9' })),
    ).toEqual(['nit', 'mínimo 10']);
    expect(errorsOf(makeCompanySchema(MESSAGES, 20).safeParse(company))).toEqual(['mínimo 20']);
    expect(errorsOf(makeCompanySchema(MESSAGES, 1).safeParse({ ...company, employees: '201' }))).toEqual([
      'demasiados',
    ]);
  });

  it('takes each employee once, of working age', () => {
    const employee = (documentNumber: string, birthDate = '1990-05-05') => ({
      name: 'Luis Pérez',
      documentType: 'CC',
      documentNumber,
      birthDate,
    });
    const schema = makeEmployeesSchema(MESSAGES, TODAY);
    expect(schema.safeParse({ employees: [employee('11111'), employee('22222')] }).success).toBe(true);
    expect(errorsOf(schema.safeParse({ employees: [employee('11111'), employee('11111', '2015-01-01')] }))).toEqual([
      'edad empleado',
      'repetido',
    ]);
  });
});
