import { createHash } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { call, createTestApp, type TestApp } from '../test-support/test-app';
import { pdfPageCount, pdfText } from '../test-support/pdf-text';
import { documentsDir, generateDocument } from './generate';

const sha = (buffer: Buffer) => createHash('sha256').update(buffer).digest('hex');

describe('plan documents', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists a plan’s general conditions (20-60 pages) and brochure', async () => {
    const { body } = await call(t.app, { method: 'GET', url: '/api/documents/insurance/1002' });
    expect(body.data).toHaveLength(2);
    expect(body.data[0]).toMatchObject({
      kind: 'conditions',
      title: 'Condiciones generales Plan Complementario EPS - Salud Andina EPS',
      url: expect.stringMatching(/^\/api\/documents\/files\/.+\.pdf$/),
    });
    expect(body.data[0].pages).toBeGreaterThanOrEqual(20);
    expect(body.data[0].pages).toBeLessThanOrEqual(60);
    expect(body.data[1]).toMatchObject({ kind: 'brochure', pages: 3 });
    expect((await call(t.app, { method: 'GET', url: '/api/documents/insurance/424242' })).status).toBe(404);
  });

  it('serves readable multi-page PDFs: headings and paragraphs, as many pages as listed', async () => {
    const { body: list } = await call(t.app, { method: 'GET', url: '/api/documents/insurance/1002' });
    const conditions = await t.app.inject({ method: 'GET', url: list.data[0].url });
    expect(conditions.statusCode).toBe(200);
    expect(conditions.headers['content-type']).toBe('application/pdf');
    const pdf = conditions.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(Number(conditions.headers['content-length'])).toBe(pdf.length);
    expect(pdfPageCount(pdf)).toBe(list.data[0].pages);
    const text = pdfText(pdf);
    expect(text).toContain('CONDICIONES GENERALES');
    expect(text).toContain('Salud Andina EPS');
    expect(text).toMatch(/Art.culo 1\. Objeto del contrato/);
    expect(text).toContain('Exclusiones');
    expect(text).toContain(`Página ${list.data[0].pages} de ${list.data[0].pages}`);
    const brochure = await t.app.inject({ method: 'GET', url: list.data[1].url });
    expect(pdfPageCount(brochure.rawPayload)).toBe(3);
    expect(pdfText(brochure.rawPayload)).toContain('Plan Complementario Oro');
    // The sizes are known once drawn; the detail tabs show them.
    const detail = await call(t.app, { method: 'GET', url: '/api/insurance/product/EPS101-ORO' });
    expect(detail.body.data.tabs.find((tab: { url: string }) => tab.url === 'Condicion-General').file.size).toBe(
      pdf.length,
    );
  });

  it('draws the same bytes every time', async () => {
    const name = (await t.sql.value(
      "SELECT file_name FROM documents WHERE kind = 'brochure' ORDER BY file_name LIMIT 1",
    )) as string;
    const file = join(documentsDir(t.dir), name);
    await generateDocument(t.db, t.dir, name);
    const first = sha(readFileSync(file));
    rmSync(file);
    await generateDocument(t.db, t.dir, name);
    expect(sha(readFileSync(file))).toBe(first);
  });

  it('refuses unknown and malformed file names', async () => {
    expect((await call(t.app, { method: 'GET', url: '/api/documents/files/abc-nada.pdf' })).status).toBe(404);
    expect((await call(t.app, { method: 'GET', url: '/api/documents/files/..%2F..%2Fqs.sqlite' })).status).toBe(400);
    expect((await call(t.app, { method: 'GET', url: '/api/documents/files/x.exe' })).status).toBe(400);
  });
});
