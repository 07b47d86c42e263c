import type { Sample } from '../samples';

const get = (url: string, headers?: Record<string, string>): Sample => ({
  request: { method: 'GET', url, ...(headers && { headers }) },
});
/** A partner host: its comparator list leaves out the comparators it has no plan in. */
const ALIADO = { 'x-forwarded-host': 'aliado.localhost:3000' };

/** The shell's calls. A notification's 204 and a comparator without banner need a changed database: content.test.ts and banner.test.ts. */
export const SHELL_SAMPLES: Record<string, readonly Sample[]> = {
  'GET /api/menu': [get('/api/menu')],
  'GET /api/notifications/current': [get('/api/notifications/current')],
  'GET /api/whyUs/:project': [get('/api/whyUs/colombia')],
  'GET /api/comparator': [get('/api/comparator'), get('/api/comparator', ALIADO)],
  'GET /api/comparator/:id/benefits': [get('/api/comparator/EPS/benefits'), get('/api/comparator/5/benefits')],
  // Empresas has no review yet: the default score.
  'GET /api/comparator/:id/reviews': [get('/api/comparator/EPS/reviews'), get('/api/comparator/Empresas/reviews')],
  'GET /api/comparator/:id/banner': [get('/api/comparator/EPS/banner'), get('/api/comparator/5/banner')],
  // EPS has a block zone without image.
  'GET /api/comparator/blockzone/:id': [
    get('/api/comparator/blockzone/EPS'),
    get('/api/comparator/blockzone/Empresas'),
  ],
};
