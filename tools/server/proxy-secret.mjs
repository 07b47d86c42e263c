// The proof that a request to the API comes from one of the site's own servers (docs/security.md#proxy-trust).
// With QS_PROXY_SECRET set, the API believes a trusted proxy's X-Forwarded-* only when the request also carries
// `X-QS-Proxy-Secret` with it (api/src/http/trusted-proxies.ts). `npm start` makes one per start and hands it to the
// host, the slices' servers and the API: on one machine every process connects from loopback, and the address
// alone cannot tell the host from any other local program.
// @ts-check

export const PROXY_SECRET_HEADER = 'x-qs-proxy-secret';
/** The API's shortest accepted secret (api/src/http/trusted-proxies.ts MIN_PROXY_SECRET_LENGTH). */
export const MIN_PROXY_SECRET_LENGTH = 32;

/**
 * QS_PROXY_SECRET from `env`: null when unset or empty; one too short stops the start, as on the API.
 * @param {NodeJS.ProcessEnv} env
 * @returns {string | null}
 */
export const proxySecretOf = (env) => {
  const text = env.QS_PROXY_SECRET;
  if (text === undefined || text === '') return null;
  if (text.length < MIN_PROXY_SECRET_LENGTH)
    throw new Error(`QS_PROXY_SECRET: debe tener al menos ${MIN_PROXY_SECRET_LENGTH} caracteres`);
  return text;
};

/**
 * `init` with the secret's header added (a request this server makes to the API); unchanged without a secret.
 * @param {RequestInit | undefined} init @param {string | null} secret
 * @returns {RequestInit | undefined}
 */
export const withProxySecret = (init, secret) => {
  if (!secret) return init;
  return {
    ...init,
    headers: { ...Object.fromEntries(new Headers(init?.headers).entries()), [PROXY_SECRET_HEADER]: secret },
  };
};
