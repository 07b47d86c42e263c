// Headers on every answer of the host and the remotes' servers (docs/security.md#security-headers; Mozilla's
// Observatory scanner grades them in host/server/observatory-scan.test.mjs).
// - nosniff: a file is only ever what its Content-Type says.
// - Referrer-Policy strict-origin-when-cross-origin: other sites learn the origin, never a path (a plan,
//   a shared link), and nothing over a downgrade.
// - Cross-Origin-Resource-Policy: the host's files are for its own pages (`same-origin`); a remote's
//   files are loaded by the site's pages on another origin, so remotes say `cross-origin` (who may *read*
//   them is still decided by CORS, tools/server/site-origins.mjs).
// - HSTS only on an answer that went out over https (TLS here, or X-Forwarded-Proto from a trusted proxy):
//   browsers ignore it over http, and sending it there would promise what the deployment may not keep.
export const HSTS = 'max-age=63072000; includeSubDomains';

export const registerSecurityHeaders = (app, { resourcePolicy, hsts = process.env.QS_HSTS ?? HSTS }) => {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('Cross-Origin-Resource-Policy', resourcePolicy);
    if (request.protocol === 'https' && hsts !== 'off') reply.header('Strict-Transport-Security', hsts);
    return payload;
  });
};
