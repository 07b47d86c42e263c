import { checkStep } from './step-checks';

const NOW = new Date('2026-11-28T12:00:00Z');
const purchase = {
  insured: [
    { person: 0, role: 'cotizante', age: 40 },
    { person: 1, role: 'carga', age: 8 },
  ],
  minEmployees: 3,
  data: {},
};

describe("the purchase steps' own rules (docs/adr/0019-online-purchase.md)", () => {
  it('wants a real birth date of an adult holder', () => {
    expect(() => checkStep('personal-data', { birthDate: '1986-02-28' }, purchase, NOW)).not.toThrow();
    expect(() => checkStep('personal-data', { birthDate: '1986-02-30' }, purchase, NOW)).toThrow(
      'no es una fecha válida',
    );
    expect(() => checkStep('personal-data', { birthDate: '2008-11-29' }, purchase, NOW)).toThrow('entre 18 y 100 años');
  });

  it('wants a statement for every insured person, with details when something is declared', () => {
    const answers = [
      { person: 1, hasConditions: false },
      { person: 0, hasConditions: true, details: 'Hipertensión tratada' },
    ];
    expect(() => checkStep('health-statement', { answers }, purchase, NOW)).not.toThrow();
    expect(() => checkStep('health-statement', { answers: answers.slice(0, 1) }, purchase, NOW)).toThrow(
      'por cada persona asegurada',
    );
    expect(() =>
      checkStep(
        'health-statement',
        { answers: [{ person: 0, hasConditions: true, details: ' ' }, answers[0]] },
        purchase,
        NOW,
      ),
    ).toThrow('Cuéntanos');
  });

  it("checks the NIT and the plan's minimum of employees", () => {
    const company = { nit: '900123456-8', employees: 12 };
    expect(() => checkStep('company-data', company, purchase, NOW)).not.toThrow();
    expect(() => checkStep('company-data', { ...company, nit: '900123456-7' }, purchase, NOW)).toThrow(
      'dígito de verificación',
    );
    expect(() => checkStep('company-data', { ...company, employees: 9 }, purchase, NOW)).toThrow(
      'Un plan colectivo en Colombia es para un mínimo de 10 empleados.',
    );
    expect(() => checkStep('company-data', company, { ...purchase, minEmployees: 20 }, NOW)).toThrow(
      'mínimo de 20 empleados',
    );
    expect(() => checkStep('company-data', { ...company, employees: 201 }, purchase, NOW)).toThrow(
      'Para más de 200 empleados, un ejecutivo te acompaña en la contratación',
    );
  });

  it('wants every declared employee, each once, of working age', () => {
    const employee = (documentNumber: string, birthDate = '1990-05-05') => ({ documentNumber, birthDate });
    const declared = { ...purchase, data: { 'company-data': { employees: 3 } } };
    expect(() =>
      checkStep(
        'employee-data',
        { employees: [employee('11111'), employee('22222'), employee('33333')] },
        declared,
        NOW,
      ),
    ).not.toThrow();
    expect(() =>
      checkStep('employee-data', { employees: [employee('11111'), employee('22222')] }, declared, NOW),
    ).toThrow('La empresa declaró 3 empleados: la lista tiene 2.');
    expect(() =>
      checkStep('employee-data', { employees: ['1', '2', '3', '4'].map((n) => employee(`${n}0000`)) }, declared, NOW),
    ).toThrow('la lista tiene 4');
    expect(() =>
      checkStep(
        'employee-data',
        { employees: [employee('11111'), employee('11111'), employee('33333')] },
        declared,
        NOW,
      ),
    ).toThrow('repetido');
    expect(() =>
      checkStep(
        'employee-data',
        { employees: [employee('11111'), employee('22222'), employee('33333', '2015-01-01')] },
        declared,
        NOW,
      ),
    ).toThrow('del empleado 3');
  });
});
