import { call, createTestApp, type TestApp } from '../../test-support/test-app';
import { FEEDBACK_BUDGET } from './feedbacks';

const BAD_REQUEST = (message: string) => ({ statusCode: 400, error: 'Bad Request', message });

describe('feedback: POST, GET and PATCH /api/feedbacks', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const give = (payload: unknown, remoteAddress = '198.51.100.80') =>
    call(t.app, { method: 'POST', url: '/api/feedbacks', payload: payload as object, remoteAddress });
  const read = (id: string, token: string) =>
    call(t.app, { method: 'GET', url: `/api/feedbacks/${id}?token=${encodeURIComponent(token)}` });
  const change = (id: string, payload: unknown) =>
    call(t.app, { method: 'PATCH', url: `/api/feedbacks/${id}`, payload: payload as object });

  it('stores an opinion, answers its token once, and keeps only its hash', async () => {
    const answer = await give({ rating: 4, comment: '  Muy fácil comparar planes.  ', page: '/Comparar/EPS' });
    expect(answer.status).toBe(201);
    const created = answer.body.data;
    expect(created).toEqual({
      id: expect.stringMatching(/^fb_[A-Za-z0-9_-]{16}$/),
      rating: 4,
      comment: 'Muy fácil comparar planes.',
      page: '/Comparar/EPS',
      createdAt: expect.any(String),
      updatedAt: created.createdAt,
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    const [row] = await t.sql.rows('SELECT * FROM feedbacks WHERE id = ?', created.id);
    expect(row).toMatchObject({ rating: 4, page: '/Comparar/EPS' });
    expect(JSON.stringify(row)).not.toContain(created.token);

    const again = await read(created.id, created.token);
    expect(again.status).toBe(200);
    expect(again.headers['cache-control']).toBe('no-store');
    const { token: _token, ...view } = created;
    expect(again.body.data).toEqual(view);
  });

  it('changes the score or the comment with the token; an empty comment removes it', async () => {
    const { id, token } = (await give({ rating: 2, page: '/' })).body.data;
    const changed = await change(id, { token, rating: 5, comment: 'Me atendieron rápido.' });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ rating: 5, comment: 'Me atendieron rápido.' });
    expect((await change(id, { token, comment: '   ' })).body.data).toMatchObject({ rating: 5, comment: null });
    expect((await read(id, token)).body.data).toMatchObject({ rating: 5, comment: null });
  });

  it('another token, or an unknown id, reads and changes nothing: the same 404 for both', async () => {
    const mine = (await give({ rating: 3, page: '/QS-Blog' })).body.data;
    const other = (await give({ rating: 1, page: '/QS-Blog' })).body.data;
    const wrong = await read(mine.id, other.token);
    const unknown = await read('fb_AAAAAAAAAAAAAAAA', other.token);
    expect(wrong.status).toBe(404);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.message).toBe('No encontramos esa opinión');
    expect((await change(mine.id, { token: other.token, rating: 5 })).status).toBe(404);
    expect((await read(mine.id, mine.token)).body.data.rating).toBe(3);
  });

  it.each([
    ['no score', { page: '/' }, 'rating es requerido'],
    ['a score out of range', { rating: 6, page: '/' }, 'rating debe ser menor o igual a 5'],
    ['a score that is not whole', { rating: 2.5, page: '/' }, 'rating debe ser un número entero'],
    ['a page that is not a path', { rating: 3, page: 'https://evil.example/' }, 'page tiene un formato inválido'],
    ['a hidden character in the page', { rating: 3, page: '/Comparar\u202e' }, 'page tiene un formato inválido'],
    [
      'a comment too long',
      { rating: 3, page: '/', comment: 'x'.repeat(1001) },
      'comment debe tener como máximo 1000 caracteres',
    ],
  ])('refuses %s with a message (400)', async (_case, payload, message) => {
    const answer = await give(payload);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(BAD_REQUEST(message));
  });

  it('drops a field it does not know (an e-mail): no personal data is asked or kept', async () => {
    const answer = await give({ rating: 3, page: '/', email: 'ana@correo.co' });
    expect(answer.status).toBe(201);
    const [row] = await t.sql.rows('SELECT * FROM feedbacks WHERE id = ?', answer.body.data.id);
    expect(JSON.stringify(row)).not.toContain('ana@correo.co');
  });

  it('refuses a change with nothing to change, or a malformed token', async () => {
    const { id, token } = (await give({ rating: 3, page: '/' })).body.data;
    expect((await change(id, { token })).body).toEqual(BAD_REQUEST('rating o comment es requerido'));
    expect((await change(id, { token: 'corto', rating: 2 })).status).toBe(400);
    expect((await read(id, 'corto')).status).toBe(400);
  });

  it('takes a bounded number of opinions per client and hour (429 with Retry-After)', async () => {
    const address = '198.51.100.81';
    for (let index = 0; index < FEEDBACK_BUDGET.limit; index += 1)
      expect((await give({ rating: 5, page: '/' }, address)).status).toBe(201);
    const refused = await give({ rating: 5, page: '/' }, address);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await give({ rating: 5, page: '/' }, '198.51.100.82')).status).toBe(201);
  });
});
