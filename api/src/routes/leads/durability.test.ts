import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { printLeads } from '../../cli/leads';
import { call, createTestApp } from '../../test-support/test-app';
import { dropTestDatabase } from '../../test-support/test-database';
import { AUTHORISED } from '../../test-support/authorisation';

const contact = {
  tipo: 2,
  first_name: 'Laura Gómez',
  telefono: '3104445566',
  email: 'laura@example.com',
  ...AUTHORISED,
};

describe('leads survive a restart', () => {
  const dir = mkdtempSync(join(tmpdir(), 'qs-durable-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('finds every lead after the server restarts on the same database, and the CLI prints them', async () => {
    const first = await createTestApp({}, { dir });
    const sent: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const { body } = await call(first.app, {
        method: 'POST',
        url: '/api/contactos',
        payload: { ...contact, mensaje: `mensaje ${i}` },
        headers: { 'idempotency-key': `durable-key-${i}` },
      });
      sent.push(body.data.id);
    }
    const plan = await call(first.app, {
      method: 'POST',
      url: '/api/solicitarplans',
      payload: { ...contact, tipo: undefined, productCode: 'ASE204-SALUDPLUS' },
    });
    sent.push(plan.body.data.id);
    await first.app.close();

    const second = await createTestApp({}, { dir });
    const auth = { authorization: 'Bearer test-admin-token' };
    const { status, body } = await call(second.app, {
      method: 'GET',
      url: '/api/admin/leads?limit=1000',
      headers: auth,
    });
    expect(status).toBe(200);
    expect(body.data.map((lead: { id: number }) => lead.id)).toEqual(sent);
    expect(body.data[0]).toMatchObject({
      kind: 'contact',
      idempotencyKey: 'durable-key-0',
      fields: { first_name: 'Laura Gómez' },
      status: { id: 2, name: 'Asignado' },
      advisor: { nombres: expect.any(String) },
    });

    // The same key after the restart is still the same lead.
    const again = await call(second.app, {
      method: 'POST',
      url: '/api/contactos',
      payload: { ...contact, mensaje: 'mensaje 0' },
      headers: { 'idempotency-key': 'durable-key-0' },
    });
    expect(again.status).toBe(200);
    expect(again.body.data.id).toBe(sent[0]);
    await second.app.close();

    const lines: string[] = [];
    expect(await printLeads(second.database, (line) => lines.push(line))).toBe(6);
    const printed = lines.map((line) => JSON.parse(line));
    expect(printed[0]).toEqual({
      id: sent[0],
      createdAt: expect.any(String),
      idempotencyKey: 'durable-key-0',
      kind: 'contact',
      fields: expect.objectContaining({ email: 'laura@example.com' }),
      advisor: expect.objectContaining({ email_corporativo: expect.any(String) }),
      status: { id: 2, name: 'Asignado' },
      businessLineId: 2,
      productCode: null,
    });
    expect(await printLeads(second.database, () => undefined, { kind: 'plan_request' })).toBe(1);
    await dropTestDatabase(second.database);
  });
});
