import type { FastifyInstance } from 'fastify';
import type { Sample } from '../samples';

const OPINION = { rating: 4, comment: 'Encontré mi plan rápido.', page: '/Comparar/EPS' };
/** Each opinion has a random id and token, and is dated by the test app's clock. */
const UNSTABLE = ['data.id', 'data.token', 'data.createdAt', 'data.updatedAt'];

/** An opinion just given on `app`: its id and token, for the calls that read or change it. */
const given = async (app: FastifyInstance) =>
  (await app.inject({ method: 'POST', url: '/api/feedbacks', payload: OPINION })).json().data as {
    id: string;
    token: string;
  };

export const FEEDBACK_SAMPLES: Record<string, readonly Sample[]> = {
  'POST /api/feedbacks': [{ request: { method: 'POST', url: '/api/feedbacks', payload: OPINION }, unstable: UNSTABLE }],
  'GET /api/feedbacks/:id': [
    {
      request: async (app) => {
        const { id, token } = await given(app);
        return { method: 'GET', url: `/api/feedbacks/${id}?token=${token}` };
      },
      unstable: UNSTABLE,
    },
  ],
  'PATCH /api/feedbacks/:id': [
    {
      request: async (app) => {
        const { id, token } = await given(app);
        return { method: 'PATCH', url: `/api/feedbacks/${id}`, payload: { token, rating: 5, comment: '' } };
      },
      unstable: UNSTABLE,
    },
  ],
};
