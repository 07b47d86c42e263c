import type { Sample } from '../samples';

/** A partner's configuration (the site server's lookup, and one from its own host) and the token check. */
export const PARTNERS_SAMPLES: Record<string, readonly Sample[]> = {
  'GET /api/integration/iframe-subdomain': [
    { request: { method: 'GET', url: '/api/integration/iframe-subdomain?subdomain=aliado' } },
    {
      request: {
        method: 'GET',
        url: '/api/integration/iframe-subdomain?subdomain=cooperativa&hostname=cooperativa.localhost:3000',
        headers: { 'x-forwarded-host': 'cooperativa.localhost:3000' },
      },
    },
  ],
  'GET /api/integration/subdomain-content': [
    // A partner with its own header and footer, and one without (the site's own).
    { request: { method: 'GET', url: '/api/integration/subdomain-content?subdomain=aliado' } },
    { request: { method: 'GET', url: '/api/integration/subdomain-content?subdomain=cooperativa' } },
  ],
  'GET /api/integration/iframe-token': [
    { request: { method: 'GET', url: '/api/integration/iframe-token?token=aliado-iframe-7c4e91d2b8' } },
  ],
};
