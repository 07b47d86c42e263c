import { call, createTestApp, FIXED_NOW, type TestApp } from '../../test-support/test-app';
import { PROFILE_RETENTION_DAYS } from '../../store/profile-submissions';

const DATA = '/api/profile-form/data';
const profile = {
  form: { cotizante: [{ edad: 30, sexo: 'Femenino' }], cargas: [] },
  productType: { name: 'colombia' },
};
const daysAgo = (days: number) => new Date(FIXED_NOW.getTime() - days * 24 * 60 * 60 * 1000).toISOString();

/** docs/security.md#profile-submissions: POST /api/profile-form/data once stored anything, without limit or end. */
describe('profile records (POST /api/profile-form/data)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ leadLimit: 3 });
  });
  afterAll(() => t.close());

  const rows = () =>
    t.sql.rows<{ product_type: string; form: string }>(
      'SELECT product_type, form FROM profile_submissions ORDER BY id',
    );
  const send = (payload: unknown, remoteAddress = '198.51.100.1') =>
    call(t.app, { method: 'POST', url: DATA, payload: payload as object, remoteAddress });

  it("refuses what is not a profile of one of the catalogue's product types, and stores none of it", async () => {
    const before = (await rows()).length;
    const hostile: [unknown, number, string][] = [
      [
        { ...profile, productType: { name: '<script>alert(1)</script>' } },
        400,
        'productType.name: tipo de producto desconocido',
      ],
      [
        { ...profile, productType: { name: 'javascript:alert(1)' } },
        400,
        'productType.name: tipo de producto desconocido',
      ],
      [{ ...profile, productType: { name: '' } }, 400, 'productType.name debe tener al menos 1 caracteres'],
      [
        { ...profile, form: { cotizante: [{ edad: '<img src=x onerror=alert(1)>' }] } },
        400,
        'form.cotizante[0].edad debe ser un número entero o nulo',
      ],
      [
        { ...profile, form: { cotizante: Array.from({ length: 9 }, () => ({ edad: 30 })) } },
        400,
        'form.cotizante admite como máximo 8 elementos',
      ],
      [
        { ...profile, form: Object.fromEntries(Array.from({ length: 61 }, (_, i) => [`campo${i}`, i])) },
        400,
        'form admite como máximo 60 campos',
      ],
      [
        { ...profile, form: { nota: 'x'.repeat(17 * 1024) } },
        413,
        'El cuerpo de la solicitud supera el límite de 16 KB',
      ],
      [
        { ...profile, form: { cotizante: [{ edad: 30, sexo: '<b>' }] } },
        400,
        'form.cotizante[0].sexo debe ser uno de: Masculino, Femenino, , ',
      ],
    ];
    for (const [index, [payload, status, message]] of hostile.entries()) {
      const answer = await send(payload, `198.51.100.${20 + index}`);
      expect([answer.status, answer.body.message]).toEqual([status, message]);
    }
    expect((await rows()).length).toBe(before);
  });

  it('stores a real profile as sent, its product type trimmed', async () => {
    expect(
      (
        await send(
          { ...profile, productType: { name: ' pets ' }, form: { mascota: [{ especie: 'Gato', edad: 4 }] } },
          '198.51.100.3',
        )
      ).status,
    ).toBe(201);
    expect((await rows()).at(-1)).toEqual({
      product_type: 'pets',
      form: JSON.stringify({ mascota: [{ especie: 'Gato', edad: 4 }] }),
    });
  });

  it('is limited per client like a lead (QS_LEAD_LIMIT a minute), keyed on the real client', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await send(profile, '198.51.100.4')).status);
    expect(statuses).toEqual([201, 201, 201, 429]);
    expect((await send(profile, '198.51.100.5')).status).toBe(201);
  });

  it(`keeps records ${PROFILE_RETENTION_DAYS} days: an insert deletes the older ones`, async () => {
    const insert = (createdAt: string) =>
      t.sql.run(
        "INSERT INTO profile_submissions (created_at, product_type, form) VALUES (?, 'colombia', '{}')",
        createdAt,
      );
    await insert(daysAgo(PROFILE_RETENTION_DAYS + 1));
    await insert(daysAgo(400));
    await insert(daysAgo(PROFILE_RETENTION_DAYS - 1));
    expect((await send(profile, '198.51.100.6')).status).toBe(201);
    const dates = (await t.sql.values('SELECT created_at FROM profile_submissions')) as string[];
    expect(dates.filter((date) => date < daysAgo(PROFILE_RETENTION_DAYS))).toEqual([]);
    expect(dates).toContain(daysAgo(PROFILE_RETENTION_DAYS - 1));
  });
});

describe('profile retention at start', () => {
  it('an API that starts deletes records past the retention period, even if nobody submits one', async () => {
    const first = await createTestApp();
    await first.sql.run(
      "INSERT INTO profile_submissions (created_at, product_type, form) VALUES (?, 'colombia', '{}')",
      daysAgo(PROFILE_RETENTION_DAYS + 5),
    );
    const { dir } = first;
    await first.sql.close();
    await first.app.close();
    const second = await createTestApp({}, { dir });
    expect(await second.sql.value('SELECT COUNT(*) FROM profile_submissions')).toBe(0);
    await second.close();
  });
});
