import type { Sample } from '../samples';

/** Plan 1002's documents; its brochure (3 pages, the quickest to draw) is the file served. */
export const DOCUMENT_SAMPLES: Record<string, readonly Sample[]> = {
  'GET /api/documents/insurance/:id': [{ request: { method: 'GET', url: '/api/documents/insurance/1002' } }],
  'GET /api/documents/files/:file': [
    {
      request: {
        method: 'GET',
        url: '/api/documents/files/55f1e8-folleto-salud-andina-eps-plan-complementario-oro-1455.pdf',
      },
    },
  ],
};
