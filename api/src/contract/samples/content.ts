import type { Sample } from '../samples';

const get = (url: string, headers?: Record<string, string>): Sample => ({
  request: { method: 'GET', url, ...(headers && { headers }) },
});
/** A partner host: its landings and their plans are of its organizations. */
const ALIADO = { 'x-forwarded-host': 'aliado.localhost:3000' };

/** The blog and the country landings: a company's, a clinic's and an ally's page, CMS pages with a form and a referral. */
export const CONTENT_SAMPLES: Record<string, readonly Sample[]> = {
  'GET /api/qp-university/articles': [
    get('/api/qp-university/articles'),
    get('/api/qp-university/articles?page=2'),
    get('/api/qp-university/articles?tag=mascotas&group=Mascotas'),
  ],
  'GET /api/qp-university/articles/:slug': [get('/api/qp-university/articles/que-es-un-plan-complementario-de-salud')],
  'GET /api/qp-university/groups': [get('/api/qp-university/groups')],
  'GET /api/privacy-policy': [get('/api/privacy-policy')],
  'GET /api/qp-university/tags': [get('/api/qp-university/tags')],
  'GET /api/country-landings': [
    get('/api/country-landings?type=Clinicas-y-Hospitales&page=1'),
    get('/api/country-landings?type=Partners-y-Alianzas'),
    get('/api/country-landings?type=EPS&state=05'),
    get('/api/country-landings', ALIADO),
  ],
  'GET /api/country-landings/states': [
    get('/api/country-landings/states?type=Clinicas-y-Hospitales'),
    get('/api/country-landings/states?type=EPS', ALIADO),
  ],
  'GET /api/country-landings/by-url': [
    get('/api/country-landings/by-url?url=EPS/salud-andina-eps'),
    get('/api/country-landings/by-url?url=Clinicas-y-Hospitales/clinica-bocagrande'),
    get('/api/country-landings/by-url?url=Clinicas-y-Hospitales/clinica-bocagrande', ALIADO),
    get('/api/country-landings/by-url?url=Seguro-de-Viaje'),
    get('/api/country-landings/by-url?url=Referidos-Empresas'),
    get('/api/country-landings/by-url?url=Referidos-EPS'),
    get('/api/country-landings/by-url?url=home'),
  ],
};
