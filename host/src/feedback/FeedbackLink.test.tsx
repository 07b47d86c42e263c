import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient } from '@qs/shared';
import { jsonResponse } from '../shell/test/render-shell';
import { FeedbackLink } from './FeedbackLink';
import { FEEDBACK_KEY } from './feedback-key';

const KEY = { id: 'fb_AbCdEfGh12345678', token: 'T'.repeat(43) };
const opinion = (rating: number, comment: string | null) => ({
  id: KEY.id,
  rating,
  comment,
  page: '/',
  createdAt: '2026-12-03T10:00:00.000Z',
  updatedAt: '2026-12-03T10:00:00.000Z',
});

/** The API as the browser reaches it: each call answered by `answer`, and every call kept. */
const stubApi = (answer: (method: string, path: string, body: unknown) => Response) => {
  apiClient.clearCache();
  const calls: { method: string; path: string; body: unknown }[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    const path = String(input);
    calls.push({ method, path, body });
    return answer(method, path, body);
  }) as unknown as typeof fetch;
  return calls;
};

const openDialog = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('button', { name: 'Danos tu opinión' }));
  return screen.findByRole('dialog', { name: 'Danos tu opinión' });
};

beforeEach(() => localStorage.clear());

describe("the footer's 'Danos tu opinión'", () => {
  it('asks for a score before sending, then sends it with the comment and the page, and keeps the key', async () => {
    const user = userEvent.setup();
    const calls = stubApi(() => jsonResponse(201, { data: { ...opinion(4, 'Muy claro'), token: KEY.token } }));
    render(<FeedbackLink />);
    await openDialog(user);
    await user.type(screen.getByLabelText('Cuéntanos más (opcional)'), 'Muy claro');
    await user.click(screen.getByRole('button', { name: 'Enviar opinión' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Elige una calificación para enviar tu opinión.');
    expect(screen.getByRole('group', { name: '¿Cómo calificas tu experiencia?' })).toHaveAccessibleDescription(
      'Elige una calificación para enviar tu opinión.',
    );
    expect(calls).toEqual([]);

    await user.click(screen.getByRole('radio', { name: 'Buena' }));
    await user.click(screen.getByRole('button', { name: 'Enviar opinión' }));
    expect(await screen.findByRole('status')).toHaveTextContent('¡Gracias por tu opinión!');
    expect(calls).toEqual([
      { method: 'POST', path: '/api/feedbacks', body: { rating: 4, comment: 'Muy claro', page: '/' } },
    ]);
    expect(JSON.parse(localStorage.getItem(FEEDBACK_KEY)!)).toEqual(KEY);
  });

  it('shows the opinion kept on the next opening and saves changes to it, not a second one', async () => {
    const user = userEvent.setup();
    localStorage.setItem(FEEDBACK_KEY, JSON.stringify(KEY));
    const calls = stubApi((method) =>
      method === 'GET'
        ? jsonResponse(200, { data: opinion(2, 'Lento') })
        : jsonResponse(200, { data: opinion(5, 'Lento') }),
    );
    render(<FeedbackLink />);
    await openDialog(user);
    expect(await screen.findByText('Esta es la opinión que nos diste. Puedes cambiarla cuando quieras.')).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Mala' })).toBeChecked();
    expect(screen.getByLabelText('Cuéntanos más (opcional)')).toHaveValue('Lento');
    await user.click(screen.getByRole('radio', { name: 'Excelente' }));
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Guardamos los cambios de tu opinión.');
    expect(calls.map(({ method, path }) => `${method} ${path}`)).toEqual([
      `GET /api/feedbacks/${KEY.id}?token=${KEY.token}`,
      `PATCH /api/feedbacks/${KEY.id}`,
    ]);
    expect(calls[1]!.body).toEqual({ token: KEY.token, rating: 5, comment: 'Lento' });
  });

  it('forgets a key the API no longer knows, and says so when sending fails, keeping what was typed', async () => {
    const user = userEvent.setup();
    localStorage.setItem(FEEDBACK_KEY, JSON.stringify(KEY));
    stubApi((method) =>
      method === 'GET' ? jsonResponse(404, { message: 'No encontramos esa opinión' }) : jsonResponse(503, {}),
    );
    render(<FeedbackLink />);
    await openDialog(user);
    expect(
      await screen.findByText('¿Qué te parece QuieroSeguro? Tu opinión nos ayuda a mejorar el comparador.'),
    ).toBeVisible();
    expect(localStorage.getItem(FEEDBACK_KEY)).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Regular' }));
    await user.type(screen.getByLabelText('Cuéntanos más (opcional)'), 'Ok');
    await user.click(screen.getByRole('button', { name: 'Enviar opinión' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos enviar tu opinión. Inténtalo nuevamente.');
    expect(screen.getByRole('radio', { name: 'Regular' })).toBeChecked();
    expect(screen.getByLabelText('Cuéntanos más (opcional)')).toHaveValue('Ok');
  });
});
