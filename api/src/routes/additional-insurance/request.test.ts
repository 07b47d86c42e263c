import { call, createTestApp, type TestApp } from '../../test-support/test-app';
import { AUTHORISED } from '../../test-support/authorisation';
import { listLeads } from '../../store/leads';

const valid = {
  institucion: 'EPS102',
  cobertura: 'hospitalizacion',
  regionNumero: '05',
  prestador: 101,
  asegurados: 3,
  first_name: 'María Fernanda Gómez',
  documento: '1020304050',
  telefono: '300 123 4567',
  email: 'mafe@example.co',
  mensaje: 'Quiero cubrir a mis hijos',
  ...AUTHORISED,
};

describe('POST /api/seguro-adicional/solicitar and /update', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const solicitar = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    call(t.app, { method: 'POST', url: '/api/seguro-adicional/solicitar', payload, headers });
  const update = (payload: Record<string, unknown>) =>
    call(t.app, { method: 'POST', url: '/api/seguro-adicional/update', payload });
  const storedLead = async (id: number) => (await listLeads(t.db, { afterId: id - 1, limit: 1 }))[0];

  it('stores the request as a lead of the policies line, with its authorisation, and answers its secret', async () => {
    const { status, body, headers } = await solicitar(valid);
    expect(status).toBe(201);
    expect(headers['cache-control']).toBe('no-store');
    expect(body.data).toMatchObject({
      id: expect.any(Number),
      status: { id: 2, name: 'Asignado' },
      dataSocio: { nombres: expect.any(String) },
      secreto: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/),
    });
    const lead = await storedLead(body.data.id);
    expect(lead).toMatchObject({ kind: 'plan_request', businessLineId: 2, productCode: null });
    expect(lead?.fields).toMatchObject({
      solicitud: 'seguro_adicional',
      institucion: 'EPS102',
      institucionNombre: 'Horizonte Salud EPS',
      cobertura: 'hospitalizacion',
      regionNumero: '05',
      prestador: 101,
      prestadorNombre: 'Clínica Los Laureles Medellín',
      asegurados: 3,
      documento: '1020304050',
    });
    expect(lead?.fields).not.toHaveProperty('autorizacionDatos');
    expect(lead?.dataAuthorisation).toMatchObject({ version: AUTHORISED.autorizacionDatos.version });
    // Only the secret's hash is kept.
    const kept = await t.sql.value(
      'SELECT token_hash FROM additional_insurance_requests WHERE lead_id = ?',
      body.data.id,
    );
    expect(kept).toMatch(/^[0-9a-f]{64}$/);
    expect(kept).not.toContain(body.data.secreto);
  });

  it('requires the data authorisation', async () => {
    const { autorizacionDatos: _, ...without } = valid;
    const { status, body } = await solicitar(without);
    expect(status).toBe(400);
    expect(body.message).toBe('Debes autorizar el tratamiento de tus datos personales para continuar.');
    const refused = await solicitar({ ...valid, autorizacionDatos: { version: '1999-01', aceptada: true } });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/^La versión 1999-01 de la política/);
  });

  it.each([
    [{ institucion: undefined }, 'Selecciona tu EPS o medicina prepagada.'],
    [{ institucion: 'ASE201' }, 'Selecciona tu EPS o medicina prepagada.'],
    [{ cobertura: 'todo' }, 'Selecciona qué quieres complementar.'],
    [{ regionNumero: '' }, 'Selecciona tu departamento.'],
    [{ prestador: 999999 }, 'Prestador desconocido'],
    [{ regionNumero: '11' }, 'El prestador elegido no está en tu departamento.'],
    [{ asegurados: 9 }, 'Indica cuántas personas quieres asegurar: de 1 a 8.'],
    [{ documento: undefined }, 'Número de documento necesario.'],
    [{ documento: '12ab' }, 'Número de documento inválido: usa de 5 a 12 dígitos'],
    [{ first_name: 'J' }, 'Nombre muy corto.'],
    [{ telefono: '300 123' }, 'Teléfono muy corto'],
    [{ email: 'mafe@' }, 'Vuelve a introducir un email válido.'],
  ])('refuses %j with a Spanish message', async (change, message) => {
    const { status, body } = await solicitar({ ...valid, ...change });
    expect(status).toBe(400);
    expect(body.message).toBe(message);
  });

  it('accepts a request without a preferred provider', async () => {
    const { prestador: _, ...anyProvider } = valid;
    const { status, body } = await solicitar({ ...anyProvider, regionNumero: '11' });
    expect(status).toBe(201);
    expect((await storedLead(body.data.id))?.fields).not.toHaveProperty('prestadorNombre');
  });

  it('stores one lead per Idempotency-Key; a replay answers the same lead with a new secret', async () => {
    const headers = { 'idempotency-key': 'additional-0001' };
    const before = Number(await t.sql.value('SELECT COUNT(*) FROM leads'));
    const first = await solicitar(valid, headers);
    const again = await solicitar(valid, headers);
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body.data.id).toBe(first.body.data.id);
    expect(Number(await t.sql.value('SELECT COUNT(*) FROM leads'))).toBe(before + 1);
    // The secret of the lost answer stops working; the replayed one works.
    expect(
      (await update({ id: first.body.data.id, secreto: first.body.data.secreto, comentario: 'Hola' })).status,
    ).toBe(404);
    expect(
      (await update({ id: first.body.data.id, secreto: again.body.data.secreto, comentario: 'Hola' })).status,
    ).toBe(200);
    const changed = await solicitar({ ...valid, asegurados: 1 }, headers);
    expect(changed.status).toBe(422);
  });

  it("adds the visitor's details to their request, with its secret only", async () => {
    const { body } = await solicitar(valid);
    const { id, secreto } = body.data;
    const added = await update({ id, secreto, horarioContacto: 'manana', comentario: '  Llamar después de las 10  ' });
    expect(added.status).toBe(200);
    expect(added.body.data).toEqual({
      id,
      actualizadoEn: expect.any(String),
      horarioContacto: 'manana',
      comentario: 'Llamar después de las 10',
    });
    const fields = (await storedLead(id))?.fields;
    expect(fields?.actualizacion).toEqual({
      horarioContacto: 'manana',
      comentario: 'Llamar después de las 10',
      actualizadoEn: added.body.data.actualizadoEn,
    });

    const other = (await solicitar({ ...valid, email: 'otra@example.co' })).body.data;
    for (const attempt of [
      { id, secreto: other.secreto, comentario: 'Cambio ajeno' },
      { id: other.id, secreto, comentario: 'Cambio ajeno' },
      { id: 999999, secreto, comentario: 'Cambio ajeno' },
      { id, secreto: 'x', comentario: 'Cambio ajeno' },
    ]) {
      const refused = await update(attempt);
      expect([refused.status, refused.body.message]).toEqual([404, 'Solicitud no encontrada']);
    }
    expect((await storedLead(id))?.fields.actualizacion).toMatchObject({ comentario: 'Llamar después de las 10' });
  });

  it('refuses an update without details, or with an unknown contact time', async () => {
    const { id, secreto } = (await solicitar(valid)).body.data;
    const empty = await update({ id, secreto, comentario: '   ' });
    expect([empty.status, empty.body.message]).toEqual([400, 'Indica un horario de contacto o un comentario.']);
    const time = await update({ id, secreto, horarioContacto: 'noche' });
    expect([time.status, time.body.message]).toEqual([
      400,
      'Horario de contacto desconocido: usa manana, mediodia o tarde.',
    ]);
  });

  it('refuses an update of a request whose data were erased, even with its secret', async () => {
    const { id, secreto } = (await solicitar(valid)).body.data;
    await t.sql.run('UPDATE leads SET fields = ? WHERE id = ?', JSON.stringify({ suprimido: true }), id);
    expect((await update({ id, secreto, comentario: 'Hola' })).status).toBe(404);
  });
});
