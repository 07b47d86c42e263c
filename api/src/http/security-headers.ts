import type { FastifyReply, FastifyRequest } from 'fastify';

/** The API's answers are data, never pages: nothing may run, load or frame them. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/** Two years, subdomains included (partner sites are subdomains of the site); no preload commitment. */
export const HSTS = 'max-age=63072000; includeSubDomains';

/**
 * No page of the site links from an API answer, so no referrer is ever needed; 'no-referrer' also keeps
 * a plan or lead address out of any request a PDF viewer might make from a document.
 */
export const REFERRER_POLICY = 'no-referrer';

/**
 * docs/security.md#security-headers, on every answer of the API (errors and 404s included): nosniff, Referrer-Policy,
 * a CSP that allows nothing and no framing, and HSTS when the request came over https — directly or as
 * said by a trusted proxy's X-Forwarded-Proto (Fastify's request.protocol believes it only then).
 * PDFs get no CSP: Chromium's PDF viewer is a plugin that `default-src 'none'` would block when a
 * visitor opens the file itself (pdf.js in the site fetches it, where a CSP does not apply). A route
 * that sets its own CSP (the SVG images) keeps it.
 */
export const setSecurityHeaders = async (
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> => {
  reply.header('X-Content-Type-Options', 'nosniff');
  reply.header('Referrer-Policy', REFERRER_POLICY);
  const type = String(reply.getHeader('content-type') ?? '');
  if (!reply.hasHeader('Content-Security-Policy') && !type.startsWith('application/pdf'))
    reply.header('Content-Security-Policy', API_CSP);
  if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
  return payload;
};
