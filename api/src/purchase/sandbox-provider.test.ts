import { createSandboxProvider, signNotification, verifyNotification, type CardCharge } from './sandbox-provider';
import { STATUS_DETAIL_MESSAGES } from './status-details';

const SECRET = 'un secreto compartido de prueba';
const charge = (holderName: string, idempotencyKey = holderName): CardCharge => ({
  idempotencyKey,
  amount: 189_632,
  currency: 'COP',
  holderName,
  brand: 'visa',
  lastFour: '3704',
  description: 'Plan Complementario Oro',
});

describe('the sandbox payment provider (docs/adr/0019-online-purchase.md)', () => {
  const sandbox = () => {
    const sent: Array<{ body: string; signature: string }> = [];
    const provider = createSandboxProvider({
      secret: SECRET,
      settleAfterMs: 10,
      notify: async (body, signature) => void sent.push({ body, signature }),
    });
    return { provider, sent };
  };

  it('approves APRO and any other name, and rejects by the test names with their status detail', async () => {
    const { provider } = sandbox();
    expect(await provider.charge(charge('APRO'))).toMatchObject({ status: 'approved', statusDetail: 'accredited' });
    expect(await provider.charge(charge('Ana Gómez'))).toMatchObject({ status: 'approved' });
    expect(await provider.charge(charge('othe lopez'))).toMatchObject({
      status: 'rejected',
      statusDetail: 'cc_rejected_other_reason',
    });
    expect(await provider.charge(charge('FUND'))).toMatchObject({
      status: 'rejected',
      statusDetail: 'cc_rejected_insufficient_amount',
    });
    expect(await provider.charge(charge('SECU'))).toMatchObject({
      status: 'rejected',
      statusDetail: 'cc_rejected_bad_filled_security_code',
    });
    expect(await provider.charge(charge('EXPI'))).toMatchObject({
      status: 'rejected',
      statusDetail: 'cc_rejected_bad_filled_date',
    });
    expect(await provider.charge(charge('FORM'))).toMatchObject({
      status: 'rejected',
      statusDetail: 'cc_rejected_bad_filled_other',
    });
    expect(await provider.charge(charge('CALL'))).toMatchObject({
      status: 'rejected',
      statusDetail: 'cc_rejected_call_for_authorize',
    });
  });

  it('answers the same outcome for the same idempotency key (a retry charges once)', async () => {
    const { provider } = sandbox();
    const first = await provider.charge(charge('APRO', 'key-1'));
    expect(await provider.charge(charge('APRO', 'key-1'))).toEqual(first);
    expect((await provider.charge(charge('APRO', 'key-2'))).providerPaymentId).not.toBe(first.providerPaymentId);
  });

  it('leaves CONT pending and settles it approved, REVI rejected, by a signed notification', async () => {
    const { provider, sent } = sandbox();
    const cont = await provider.charge(charge('CONT'));
    const revi = await provider.charge(charge('REVI'));
    expect([cont.status, revi.status]).toEqual(['pending', 'pending']);
    await provider.settled();
    const bodies = sent.map(({ body }) => JSON.parse(body));
    expect(bodies).toEqual(
      expect.arrayContaining([
        { providerPaymentId: cont.providerPaymentId, status: 'approved', statusDetail: 'accredited' },
        { providerPaymentId: revi.providerPaymentId, status: 'rejected', statusDetail: 'cc_rejected_high_risk' },
      ]),
    );
    for (const { body, signature } of sent) expect(verifyNotification(SECRET, signature, body, Date.now())).toBe(true);
  });

  it('refuses a notification signed with another secret, changed, or too old', () => {
    const body = '{"providerPaymentId":"sbx_1","status":"approved","statusDetail":"accredited"}';
    const time = Date.now();
    const signature = signNotification(SECRET, body, time);
    expect(verifyNotification(SECRET, signature, body, time)).toBe(true);
    expect(verifyNotification('otro secreto', signature, body, time)).toBe(false);
    expect(verifyNotification(SECRET, signature, body.replace('approved', 'rejected'), time)).toBe(false);
    expect(verifyNotification(SECRET, signature, body, time + 6 * 60_000)).toBe(false);
    expect(verifyNotification(SECRET, undefined, body, time)).toBe(false);
    expect(verifyNotification(SECRET, 't=x,v1=zz', body, time)).toBe(false);
  });

  it('has a message for every status detail it can answer', () => {
    for (const detail of [
      'cc_rejected_other_reason',
      'cc_rejected_high_risk',
      'pending_contingency',
      'accredited',
    ] as const)
      expect(STATUS_DETAIL_MESSAGES[detail]).toMatch(/\.$/);
  });
});
