import { startMailCatcher, type MailCatcher } from '../../../../tools/mail-catcher/catcher.mjs';
import {
  DETAILS_REQUIRED_MESSAGE,
  REQUEST_SENT_MESSAGE,
  TOKEN_EXPIRED_MESSAGE,
  TOKEN_UNKNOWN_MESSAGE,
  TOKEN_USED_MESSAGE,
  tokenHash,
} from '../../privacy/data-rights';
import { AUTHORISED } from '../../test-support/authorisation';
import { call, createTestApp, FIXED_NOW, type TestApp } from '../../test-support/test-app';
import { REQUESTS_PER_MINUTE } from './data-rights';

// Answers are read field by field, as the API's other route tests read them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

/** docs/security.md#data-rights: know, update or delete one's data, confirmed from the mailbox with a one-time link. */
describe('the data rights (Ley 1581)', () => {
  let t: TestApp;
  let mail: MailCatcher;
  let clock = FIXED_NOW.getTime();
  beforeAll(async () => {
    mail = await startMailCatcher({ smtpPort: 0, httpPort: 0 });
    t = await createTestApp({ smtpUrl: mail.smtpUrl }, { now: () => new Date(clock) });
  }, 30_000);
  afterAll(async () => {
    await t.close();
    await mail.close();
  });

  // Each request from its own address: a client may ask REQUESTS_PER_MINUTE links a minute.
  let clients = 0;
  const client = () => `10.7.${(clients += 1)}.1`;
  const ask = (payload: Record<string, unknown>, remoteAddress = client()) =>
    call(t.app, { method: 'POST', url: '/api/data-rights/requests', payload, remoteAddress });
  const confirm = (token: unknown) =>
    call(t.app, { method: 'POST', url: '/api/data-rights/confirm', payload: { token }, remoteAddress: client() });
  const mailsTo = (address: string) =>
    mail.messages.filter((message) => message.to.some((to) => to.toLowerCase() === address.toLowerCase()));
  /** Asks and reads the link's token from the mail the catcher received. */
  const linkFor = async (email: string, kind: string, details?: string) => {
    const before = mailsTo(email).length;
    const answer = await ask({ email, kind, ...(details && { details }) });
    expect([answer.status, answer.body]).toEqual([202, { data: { message: REQUEST_SENT_MESSAGE } }]);
    const mails = mailsTo(email);
    expect(mails).toHaveLength(before + 1);
    const link = mails.at(-1)?.links[0] ?? '';
    const token = /#token=([A-Za-z0-9_-]{43})$/.exec(link)?.[1];
    expect(token).toBeDefined();
    return { link, token: token!, mail: mails.at(-1)! };
  };

  const contact = (email: string, name: string, remoteAddress = client()) =>
    call(t.app, {
      method: 'POST',
      url: '/api/contactos',
      payload: { tipo: 1, first_name: name, telefono: '3001112233', email, mensaje: 'Quiero un plan', ...AUTHORISED },
      remoteAddress,
    });
  const chat = async (email: string, name: string) => {
    const started = await call(t.app, {
      method: 'POST',
      url: '/api/chat/conversations',
      payload: {
        name,
        email,
        phone: '3104445566',
        product: 'Seguros de salud',
        page: '/Comparar/EPS',
        language: 'es',
        ...AUTHORISED,
      },
      remoteAddress: client(),
    });
    expect(started.status).toBe(201);
    const { token, conversation } = started.body.data as { token: string; conversation: { id: string } };
    const sent = await call(t.app, {
      method: 'POST',
      url: `/api/chat/conversations/${conversation.id}/messages`,
      headers: { 'x-chat-token': token },
      payload: { body: `Soy ${name}, mi cédula es 52123456`, clientMessageId: 'm-1' },
    });
    expect(sent.status).toBe(201);
    return conversation.id;
  };
  /** A purchase with its personal data and health statement; paid when asked (the sandbox approves 'APRO'). */
  const purchase = async (email: string, name: string, pay: boolean) => {
    const started = await call(t.app, {
      method: 'POST',
      url: '/api/purchases',
      payload: { productCode: 'ASE204-SALUDPLUS', profile: { cotizante: [{ edad: 40, sexo: 'Femenino' }] } },
      remoteAddress: client(),
    });
    expect(started.status).toBe(201);
    const { session, purchase: view } = started.body.data as { session: string; purchase: { id: string } };
    const headers = { 'x-purchase-session': session };
    const personal = await call(t.app, {
      method: 'POST',
      url: `/api/purchases/${view.id}/steps/personal-data`,
      headers,
      payload: {
        name,
        documentType: 'CC',
        documentNumber: '52123456',
        birthDate: '1986-02-28',
        email,
        phone: '3001112233',
        address: 'Calle 100 # 15-20',
        city: 'Bogotá',
        ...AUTHORISED,
      },
    });
    expect(personal.status).toBe(200);
    const health = await call(t.app, {
      method: 'POST',
      url: `/api/purchases/${view.id}/steps/health-statement`,
      headers,
      payload: {
        answers: [{ person: 0, hasConditions: true, details: 'Asma leve controlada' }],
        truthful: true,
        autorizacionDatosSensibles: AUTHORISED.autorizacionDatos,
      },
    });
    expect(health.status).toBe(200);
    if (pay) {
      const paid = await call(t.app, {
        method: 'POST',
        url: `/api/purchases/${view.id}/payments`,
        headers: { ...headers, 'idempotency-key': `pago-${view.id}` },
        payload: { holderName: 'APRO', cardNumber: '4509 9535 6623 3704', expiry: '11/30', securityCode: '123' },
      });
      expect([paid.status, paid.body.data.payment.status]).toEqual([201, 'approved']);
    }
    return { id: view.id, session };
  };

  it("e-mails a one-time link to the site's page and keeps only the token's hash", async () => {
    const { link, token, mail: sent } = await linkFor('Lina.Rios@Correo.co', 'conocer');
    expect(link).toBe(`${t.config.site.origin}/derechos-sobre-mis-datos/confirmar#token=${token}`);
    expect(sent.subject).toBe('Confirma tu solicitud sobre tus datos personales');
    expect(sent.text).toContain('conocer los datos personales que tenemos de ti');
    expect(sent.text).toContain('vence en 24 horas y sirve una sola vez');
    const row = await t.sql.row<Json>(
      'SELECT email, kind, token_hash, expires_at, confirmed_at, status FROM data_rights_requests WHERE token_hash = ?',
      tokenHash(token),
    );
    expect(row).toMatchObject({ email: 'lina.rios@correo.co', kind: 'conocer', status: 'por_confirmar' });
    expect(Number(row.expires_at)).toBe(clock + 24 * 60 * 60 * 1000);
    expect(row.confirmed_at).toBeNull();
    expect(await t.sql.value('SELECT COUNT(*) FROM data_rights_requests WHERE token_hash = ?', token)).toBe(0);
  });

  it('answers the same, and sends the link, for an address with no data', async () => {
    const { token } = await linkFor('nadie.aqui@correo.co', 'conocer');
    const { status, body } = await confirm(token);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ kind: 'conocer', status: 'atendida' });
    expect(body.data.message).toBe('No tenemos datos personales asociados a tu correo.');
    expect(body.data.summary).toMatchObject({ leads: { count: 0 }, chats: { count: 0 }, purchases: { count: 0 } });
  });

  it('tells what is stored for the address (conocer), in the answer and by mail', async () => {
    const email = 'marta.conocer@correo.co';
    expect((await contact(email, 'Marta Conocer')).status).toBe(201);
    await chat(email, 'Marta Conocer');
    const { token } = await linkFor(email.toUpperCase(), 'conocer');
    const { status, body } = await confirm(token);
    expect(status).toBe(200);
    const summary = body.data.summary;
    expect(summary.email).toBe(email);
    expect([summary.leads.count, summary.chats.count, summary.purchases.count]).toEqual([1, 1, 0]);
    expect(summary.leads.items[0]).toMatchObject({
      date: FIXED_NOW.toISOString(),
      businessLine: 'Planes complementarios de EPS',
      detail: 'Solicitud de contacto',
    });
    expect(summary.leads.items[0].personalData).toEqual(
      expect.arrayContaining([
        { label: 'Nombre', value: 'Marta Conocer' },
        { label: 'Teléfono', value: '3001112233' },
        { label: 'Correo electrónico', value: email },
      ]),
    );
    expect(summary.chats.items[0].detail).toContain('1 mensaje(s) tuyo(s)');
    const summaryMail = mailsTo(email).at(-1);
    expect(summaryMail?.subject).toBe('Los datos personales que tenemos de ti');
    expect(summaryMail?.text).toContain('Nombre: Marta Conocer');
  });

  it('records an update for an advisor (actualizar), who applies it within the legal term', async () => {
    const email = 'pedro.actualiza@correo.co';
    const refused = await ask({ email, kind: 'actualizar' });
    expect([refused.status, refused.body.message]).toEqual([400, DETAILS_REQUIRED_MESSAGE]);
    const { token } = await linkFor(email, 'actualizar', 'Mi teléfono correcto es 3209998877');
    const { status, body } = await confirm(token);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ kind: 'actualizar', status: 'pendiente', summary: null, erasure: null });
    expect(body.data.message).toContain('15 días hábiles');
    const row = await t.sql.row<Json>(
      'SELECT status, details, confirmed_at FROM data_rights_requests WHERE token_hash = ?',
      tokenHash(token),
    );
    expect(row).toMatchObject({ status: 'pendiente', details: 'Mi teléfono correcto es 3209998877' });
    expect(Number(row.confirmed_at)).toBe(clock);
  });

  it("deletes the address's data (suprimir) in one go, and keeps a paid purchase with its receipt", async () => {
    const email = 'sofia.borrar@correo.co';
    const other = 'otra.persona@correo.co';
    expect((await contact(email, 'Sofía Borrar')).status).toBe(201);
    expect((await contact('SOFIA.BORRAR@correo.co', 'Sofía Borrar')).status).toBe(201);
    expect((await contact(other, 'Otra Persona')).status).toBe(201);
    const conversation = await chat(email, 'Sofía Borrar');
    const otherConversation = await chat(other, 'Otra Persona');
    const unpaid = await purchase(email, 'Sofía Borrar', false);
    const paid = await purchase(email, 'Sofía Borrar', true);
    const paidLead = await t.sql.value<number>('SELECT lead_id FROM purchases WHERE id = ?', paid.id);

    const { token } = await linkFor(email, 'suprimir');
    const { status, body } = await confirm(token);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      kind: 'suprimir',
      status: 'atendida',
      erasure: { leadsAnonymised: 3, chatsDeleted: 1, purchasesDeleted: 1 },
    });
    expect(body.data.erasure.kept).toHaveLength(1);
    expect(body.data.message).toContain('Conservamos una compra pagada con su comprobante de pago');

    // Nothing of hers is left in leads but the paid purchase's own lead.
    const leads = await t.sql.rows<Json>('SELECT id, fields, client_ip FROM leads');
    const hers = leads.filter((lead) => /sof[ií]a|borrar|52123456/i.test(String(lead.fields)));
    expect(hers.map((lead) => Number(lead.id))).toEqual([Number(paidLead)]);
    expect(leads.filter((lead) => String(lead.fields).includes('datosSuprimidos'))).toHaveLength(3);
    expect(
      leads.filter((lead) => String(lead.fields).includes('datosSuprimidos')).map((lead) => lead.client_ip),
    ).toEqual([null, null, null]);
    expect(leads.some((lead) => String(lead.fields).includes(other))).toBe(true);
    // Her chat is gone with its messages; the other visitor's stays.
    expect(await t.sql.value('SELECT COUNT(*) FROM chat_conversations WHERE lower(email) = ?', email)).toBe(0);
    expect(await t.sql.value('SELECT COUNT(*) FROM chat_messages WHERE conversation_id = ?', conversation)).toBe(0);
    expect(await t.sql.value('SELECT COUNT(*) FROM chat_events WHERE conversation_id = ?', conversation)).toBe(0);
    expect(await t.sql.value('SELECT COUNT(*) FROM chat_conversations WHERE id = ?', otherConversation)).toBe(1);
    // The unpaid purchase is gone; the paid one stays whole, and its receipt is still there.
    expect(await t.sql.value('SELECT COUNT(*) FROM purchases WHERE id = ?', unpaid.id)).toBe(0);
    expect(await t.sql.value('SELECT COUNT(*) FROM purchase_transitions WHERE purchase_id = ?', unpaid.id)).toBe(0);
    const steps = await t.sql.value<string>('SELECT steps FROM purchases WHERE id = ?', paid.id);
    expect(steps).toContain(email);
    const receipt = await t.app.inject({
      method: 'GET',
      url: `/api/purchases/${paid.id}/receipt?session=${paid.session}&sessionType=purchase`,
    });
    expect([receipt.statusCode, receipt.headers['content-type']]).toEqual([200, 'application/pdf']);

    // Asking again finds only what the law keeps.
    const again = await linkFor(email, 'conocer');
    const known = (await confirm(again.token)).body.data.summary;
    expect([known.leads.count, known.chats.count, known.purchases.count]).toEqual([1, 0, 1]);
  }, 30_000);

  it('takes a link once, and not after 24 hours', async () => {
    const { token } = await linkFor('una.vez@correo.co', 'conocer');
    expect((await confirm(token)).status).toBe(200);
    const second = await confirm(token);
    expect([second.status, second.body.message]).toEqual([410, TOKEN_USED_MESSAGE]);

    const late = await linkFor('tarde@correo.co', 'suprimir');
    clock += 24 * 60 * 60 * 1000;
    try {
      const expired = await confirm(late.token);
      expect([expired.status, expired.body.message]).toEqual([410, TOKEN_EXPIRED_MESSAGE]);
    } finally {
      clock = FIXED_NOW.getTime();
    }
  });

  it('refuses an unknown or malformed token and bad bodies with a message', async () => {
    const unknown = await confirm('A'.repeat(43));
    expect([unknown.status, unknown.body.message]).toEqual([400, TOKEN_UNKNOWN_MESSAGE]);
    for (const token of ['corto', 'A'.repeat(44), 42, null]) {
      const answer = await confirm(token);
      expect([answer.status, answer.body.message]).toEqual([400, TOKEN_UNKNOWN_MESSAGE]);
    }
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ kind: 'conocer' }, 'Ingresa tu correo electrónico.'],
      [
        { email: 'no-es-correo', kind: 'conocer' },
        'Ingresa un correo electrónico válido, por ejemplo nombre@correo.com.',
      ],
      [{ email: 'ana@correo.co' }, 'Elige qué quieres hacer con tus datos: conocerlos, actualizarlos o suprimirlos.'],
      [
        { email: 'ana@correo.co', kind: 'borrar-todo' },
        'Elige qué quieres hacer con tus datos: conocerlos, actualizarlos o suprimirlos.',
      ],
      [
        { email: 'ana@correo.co', kind: 'actualizar', details: 'x'.repeat(2001) },
        'La descripción es muy larga: como máximo 2000 caracteres.',
      ],
    ];
    for (const [payload, message] of cases) {
      const answer = await ask(payload);
      expect([answer.status, answer.body.message]).toEqual([400, message]);
    }
  });

  it('limits the links per client and per address', async () => {
    const address = client();
    const answers = [];
    for (let i = 0; i <= REQUESTS_PER_MINUTE; i += 1)
      answers.push((await ask({ email: `limite${i}@correo.co`, kind: 'conocer' }, address)).status);
    expect(answers).toEqual([...Array<number>(REQUESTS_PER_MINUTE).fill(202), 429]);
    const refused = await ask({ email: 'limite@correo.co', kind: 'conocer' }, address);
    expect(refused.body.message).toMatch(/^Demasiadas solicitudes\. Intenta nuevamente en \d+ segundos\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    // A fourth link to one address within the hour: the same answer, no mail.
    for (let i = 0; i < 4; i += 1) expect((await ask({ email: 'buzon@correo.co', kind: 'conocer' })).status).toBe(202);
    expect(mailsTo('buzon@correo.co')).toHaveLength(3);
  });
});

describe('the data rights without mail', () => {
  it('answers 503 with a message when mail is off, or when the SMTP server does not take the message', async () => {
    const off = await createTestApp({ smtpUrl: null });
    const down = await createTestApp({ smtpUrl: 'smtp://127.0.0.1:9' }, { dir: `${off.dir}-down` });
    try {
      const payload = { email: 'ana@correo.co', kind: 'conocer' };
      const a = await call(off.app, { method: 'POST', url: '/api/data-rights/requests', payload });
      expect([a.status, a.body.message]).toEqual([
        503,
        'El envío de correos no está disponible en este momento. Escríbenos a través del formulario de contacto o intenta más tarde.',
      ]);
      const b = await call(down.app, { method: 'POST', url: '/api/data-rights/requests', payload });
      expect([b.status, b.body.message]).toEqual([
        503,
        'No pudimos enviar el correo en este momento. Por favor, intenta nuevamente en unos minutos.',
      ]);
      // The link reached nobody: its request is not kept.
      expect(await down.sql.value('SELECT COUNT(*) FROM data_rights_requests')).toBe(0);
    } finally {
      await Promise.all([off.close(), down.close()]);
    }
  }, 30_000);
});
