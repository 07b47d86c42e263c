import type { Sample } from '../samples';

const get = (url: string, headers?: Record<string, string>): Sample => ({
  request: { method: 'GET', url, ...(headers && { headers }) },
});
/** A partner host: organizations of its own and the clinics of its plans' networks. */
const ALIADO = { 'x-forwarded-host': 'aliado.localhost:3000' };

/** Reference data, organizations (a company's metadata, a clinic's) and the images the API draws (SVG, compared byte for byte). */
export const REFERENCE_SAMPLES: Record<string, readonly Sample[]> = {
  'GET /api/businessLines': [get('/api/businessLines')],
  'GET /api/contactInformations': [get('/api/contactInformations')],
  'GET /api/country': [get('/api/country')],
  'GET /api/referrers/by-email': [
    get('/api/referrers/by-email?email=camila.ortiz@example.com'),
    // A referrer without advisor; an advisor found by e-mail.
    get('/api/referrers/by-email?email=felipe.arango@example.com'),
    get('/api/referrers/by-email?email=ana.rodriguez@quieroseguro.co'),
  ],
  'GET /api/geo/location': [get('/api/geo/location'), get('/api/geo/location', { 'cf-ipcountry': 'MX' })],
  'GET /api/organization/seguros/tipo/:type': [
    get('/api/organization/seguros/tipo/EPS'),
    get('/api/organization/seguros/tipo/CLINICA'),
    get('/api/organization/seguros/tipo/CLINICA', ALIADO),
  ],
  'GET /api/images/:kind/:file': [
    get('/api/images/organizations/salud-andina-eps.svg'),
    get('/api/images/banners/EPS.svg'),
    get('/api/images/flags/co.svg'),
    get('/api/images/articles/que-es-un-plan-complementario-de-salud.svg'),
  ],
};
