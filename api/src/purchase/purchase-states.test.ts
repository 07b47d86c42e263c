import { nextState, startState, type PurchaseEvent, type PurchaseState } from './purchase-states';

const run = (state: PurchaseState, ...events: PurchaseEvent[]) => events.reduce(nextState, state);
const brief = ({ step, leadStatus, subStatus, sale, payment }: PurchaseState) => ({
  step,
  leadStatus,
  subStatus,
  sale,
  payment,
});

describe('the purchase state machine (docs/adr/0019-online-purchase.md)', () => {
  it("takes a person's plan through personal data, health statement and an approved payment to 501", () => {
    const started = startState('person');
    expect(brief(started)).toEqual({
      step: 'personal-data',
      leadStatus: 500,
      subStatus: 300,
      sale: 'PENDING',
      payment: null,
    });
    const atPayment = run(
      started,
      { type: 'step-saved', step: 'personal-data' },
      { type: 'step-saved', step: 'health-statement' },
    );
    expect(brief(atPayment)).toEqual({
      step: 'payment',
      leadStatus: 500,
      subStatus: 302,
      sale: 'PENDING',
      payment: null,
    });
    expect(brief(nextState(atPayment, { type: 'payment-approved' }))).toEqual({
      step: 'success',
      leadStatus: 501,
      subStatus: 305,
      sale: 'OK',
      payment: 'OK',
    });
  });

  it('lets a rejected payment be tried again, and a pending one end either way, but not be doubled', () => {
    const atPayment = run(
      startState('person'),
      { type: 'step-saved', step: 'personal-data' },
      { type: 'step-saved', step: 'health-statement' },
    );
    const rejected = nextState(atPayment, { type: 'payment-rejected' });
    expect(brief(rejected)).toMatchObject({
      step: 'payment',
      leadStatus: 500,
      subStatus: 304,
      payment: 'DECLINED',
      sale: 'PENDING',
    });
    const pending = nextState(rejected, { type: 'payment-pending' });
    expect(brief(pending)).toMatchObject({ subStatus: 303, payment: 'PENDING' });
    expect(() => nextState(pending, { type: 'payment-pending' })).toThrow('pendiente');
    expect(() => nextState(pending, { type: 'step-saved', step: 'personal-data' })).toThrow('pendiente');
    expect(brief(nextState(pending, { type: 'payment-rejected' }))).toMatchObject({
      subStatus: 304,
      payment: 'DECLINED',
    });
    expect(brief(nextState(pending, { type: 'payment-approved' }))).toMatchObject({ leadStatus: 501, subStatus: 305 });
  });

  it('keeps the step when an earlier one is corrected, and refuses a step not reached yet', () => {
    const second = run(startState('person'), { type: 'step-saved', step: 'personal-data' });
    expect(nextState(second, { type: 'step-saved', step: 'personal-data' })).toBe(second);
    expect(() => nextState(startState('person'), { type: 'step-saved', step: 'health-statement' })).toThrow(
      /health-statement/,
    );
    expect(() => nextState(second, { type: 'payment-approved' })).toThrow('un pago');
  });

  it('takes a company plan through company data, employees and the executive to its confirmation', () => {
    const atExecutive = run(
      startState('company'),
      { type: 'step-saved', step: 'company-data' },
      { type: 'step-saved', step: 'employee-data' },
    );
    expect(brief(atExecutive)).toMatchObject({ step: 'executive-assignment', subStatus: 302 });
    expect(() => nextState(atExecutive, { type: 'payment-approved' })).toThrow('un pago');
    expect(brief(nextState(atExecutive, { type: 'confirmed' }))).toEqual({
      step: 'confirmation',
      leadStatus: 501,
      subStatus: 305,
      sale: 'OK',
      payment: null,
    });
  });

  it('changes nothing once paid or confirmed', () => {
    const paid = run(
      startState('person'),
      { type: 'step-saved', step: 'personal-data' },
      { type: 'step-saved', step: 'health-statement' },
      { type: 'payment-approved' },
    );
    expect(() => nextState(paid, { type: 'payment-approved' })).toThrow('ya está pagada');
    expect(() => nextState(paid, { type: 'step-saved', step: 'personal-data' })).toThrow('ya está pagada');
  });

  it('closes a purchase the visitor cancels (3, Cerrado, sale FAIL), and then takes nothing more', () => {
    const second = run(startState('person'), { type: 'step-saved', step: 'personal-data' });
    const cancelled = nextState(second, { type: 'cancelled' });
    expect(brief(cancelled)).toEqual({
      step: 'health-statement',
      leadStatus: 3,
      subStatus: null,
      sale: 'FAIL',
      payment: null,
    });
    expect(() => nextState(cancelled, { type: 'step-saved', step: 'health-statement' })).toThrow('fue cancelada');
    expect(() => nextState(cancelled, { type: 'cancelled' })).toThrow('fue cancelada');
    // A company purchase too; a rejected payment does not stop it.
    expect(brief(nextState(startState('company'), { type: 'cancelled' }))).toMatchObject({
      leadStatus: 3,
      sale: 'FAIL',
    });
    const atPayment = run(
      startState('person'),
      { type: 'step-saved', step: 'personal-data' },
      { type: 'step-saved', step: 'health-statement' },
    );
    expect(brief(run(atPayment, { type: 'payment-rejected' }, { type: 'cancelled' }))).toMatchObject({
      leadStatus: 3,
      payment: 'DECLINED',
      sale: 'FAIL',
    });
    // Not while a payment is pending (its notification may still approve it), nor once paid or confirmed.
    expect(() => run(atPayment, { type: 'payment-pending' }, { type: 'cancelled' })).toThrow('pendiente');
    expect(() => run(atPayment, { type: 'payment-approved' }, { type: 'cancelled' })).toThrow('ya está pagada');
  });
});
