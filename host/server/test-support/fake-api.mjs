// A stand-in for the API at the network boundary: records what the host sends it and answers the
// integration lookups, an echo, and an over-large body the way Fastify does (413 from Content-Length,
// then the connection is closed while the client may still be sending).
import http from 'node:http';

export const PARTNER = {
  subdomain: 'aliado',
  name: 'Banco Aliado',
  allowedUrls: ['/Comparar/EPS', '/EPS', '/contacto'],
  allowedRemotes: ['results'],
  redirects: { allowedPaths: ['/Comparar/EPS'], defaultPath: '/Comparar/EPS' },
};
export const TOKEN = 'aliado-iframe-token';
/** A plan the API knows, as `GET /api/insurance/by-url` answers it. */
export const PLAN = {
  url: '/EPS/salud-andina-eps/plan-complementario-plata',
  displayName: 'Plan Complementario Plata',
  organization: {
    displayName: 'Salud Andina EPS',
    metadata: { image: '/api/images/organizations/salud-andina-eps.svg' },
  },
};
export const TOKEN_ORIGIN = 'https://socio.example';
const BODY_LIMIT = 1024 * 1024;
/** A chat attachment's limit, as the API has it for its upload routes. */
const FILE_LIMIT = 5 * 1024 * 1024;

/** `port`: where to listen (a restarted instance comes back on its old port); any free one by default. */
export const startFakeApi = async ({ port = 0 } = {}) => {
  const seen = [];
  const server = http.createServer((req, res) => {
    const url = new URL(/** @type {string} */ (req.url), 'http://api');
    seen.push({
      method: req.method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: req.headers,
    });
    const json = (status, body, extra = {}) => {
      res.writeHead(status, { 'content-type': 'application/json', ...extra });
      res.end(JSON.stringify(body));
    };
    const upload = url.pathname.endsWith('/attachments');
    if (Number(req.headers['content-length']) > (upload ? FILE_LIMIT : BODY_LIMIT)) {
      return json(
        413,
        {
          statusCode: 413,
          error: 'Payload Too Large',
          message: `El cuerpo de la solicitud supera el límite de ${upload ? 5 : 1} MB`,
        },
        { connection: 'close' },
      );
    }
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      if (url.pathname === '/api/integration/iframe-subdomain') {
        return url.searchParams.get('subdomain') === PARTNER.subdomain
          ? json(200, { data: PARTNER })
          : json(404, { statusCode: 404, message: 'Subdominio no autorizado' });
      }
      if (url.pathname === '/api/integration/iframe-token') {
        return url.searchParams.get('token') === TOKEN
          ? json(200, {
              data: { subdomain: PARTNER.subdomain, allowedUrls: PARTNER.allowedUrls, origin: TOKEN_ORIGIN },
            })
          : json(401, { statusCode: 401, message: 'Acceso presuntamente no autorizado: token de iframe inválido' });
      }
      if (url.pathname === '/api/insurance/by-url') {
        // A partner shows no plan of PLAN's organization (as the API refuses one outside allowedOrganizations).
        const shown =
          url.searchParams.get('url') === PLAN.url &&
          !String(req.headers['x-forwarded-host'] ?? '').startsWith(`${PARTNER.subdomain}.`);
        return shown
          ? json(200, { data: PLAN })
          : json(404, { statusCode: 404, message: 'No encontramos un plan con esa dirección' });
      }
      return json(201, { received: Buffer.concat(chunks).length, headers: req.headers });
    });
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(undefined)));
  return {
    url: `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`,
    seen,
    stop: () =>
      new Promise((resolve) => {
        // As a killed process: the kept-alive connections of the host's proxy end too.
        server.close(resolve);
        server.closeAllConnections();
      }),
  };
};
