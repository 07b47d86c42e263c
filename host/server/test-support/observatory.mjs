// Mozilla's HTTP Observatory (v2, MDN) scoring rules, applied to one page's real response, so a test can
// say which grade the host page would get. Rules and modifiers as in mdn/mdn-http-observatory:
// src/grader/charts.js (SCORE_TABLE, GRADE_CHART, MINIMUM_SCORE_FOR_EXTRA_CREDIT = 90),
// src/scanner/index.js (start at 100, penalties first, bonuses only if that already reaches 90) and
// src/analyzer/tests/*.js, one function below per test file. Documented at
// https://developer.mozilla.org/en-US/observatory/docs/tests_and_scoring.
// Left out: the HSTS preload list and certificate checks (the page is scored as served behind a valid
// certificate, not preloaded), and <meta http-equiv> policies (the shell sends none).

const DANGEROUSLY_BROAD = new Set(['ftp:', 'http:', 'https:', '*', 'http://*', 'http://*.*', 'https://*', 'https://*.*']);
const UNSAFE_INLINE = new Set(["'unsafe-inline'", 'data:']);
const BROAD_OR_INLINE = new Set([...DANGEROUSLY_BROAD, ...UNSAFE_INLINE]);
const NONCE_OR_HASH = /^'(sha256-|sha384-|sha512-|nonce-)/;

const header = (response, name) => {
  const value = response.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
};

/** cspParser.js: directives by name (lower case), each a set of sources; a repeated directive keeps the first. */
export const parseCsp = (policy) => {
  const directives = new Map();
  for (const part of policy.split(/[;,]/)) {
    const [name, ...sources] = part.trim().split(/\s+/).filter(Boolean);
    if (!name) continue;
    if (!directives.has(name.toLowerCase())) directives.set(name.toLowerCase(), new Set(sources.map((source) => source.toLowerCase())));
  }
  if (directives.size === 0) throw new Error('empty policy');
  return directives;
};

/** tests/csp.js */
export const cspTest = (response, url) => {
  const policy = header(response, 'content-security-policy');
  if (!policy) return 'csp-not-implemented';
  let csp;
  try {
    csp = parseCsp(policy);
  } catch {
    return 'csp-header-invalid';
  }
  const sourcesOf = (...names) => new Set([...(names.map((name) => csp.get(name)).find(Boolean) ?? ['*'])]);
  const scriptSrc = sourcesOf('script-src', 'default-src');
  const styleSrc = sourcesOf('style-src', 'default-src');
  const objectSrc = sourcesOf('object-src', 'default-src');
  for (const list of [scriptSrc, styleSrc]) if ([...list].some((source) => NONCE_OR_HASH.test(source))) list.delete("'unsafe-inline'");
  if (scriptSrc.has("'strict-dynamic'") && ![...scriptSrc].some((source) => NONCE_OR_HASH.test(source))) return 'csp-header-invalid';
  const active = [...[...csp].filter(([name]) => !['img-src', 'media-src', 'script-src'].includes(name)).flatMap(([, list]) => [...list]), ...scriptSrc];
  const passive = ['img-src', 'media-src'].flatMap((name) => [...(csp.get(name) ?? csp.get('default-src') ?? [])]);
  const insecure = (source) => source.startsWith('http:') || source.startsWith('ftp:');
  const https = url.protocol === 'https:';
  if ([...scriptSrc].some((source) => BROAD_OR_INLINE.has(source)) || [...objectSrc].some((source) => DANGEROUSLY_BROAD.has(source))) return 'csp-implemented-with-unsafe-inline';
  if (https && active.some(insecure)) return 'csp-implemented-with-insecure-scheme';
  if (scriptSrc.has("'unsafe-eval'") || styleSrc.has("'unsafe-eval'")) return 'csp-implemented-with-unsafe-eval';
  if (https && passive.some(insecure)) return 'csp-implemented-with-insecure-scheme-in-passive-content-only';
  if ([...styleSrc].some((source) => BROAD_OR_INLINE.has(source))) return 'csp-implemented-with-unsafe-inline-in-style-src-only';
  const defaultSrc = csp.get('default-src');
  return defaultSrc?.size === 1 && defaultSrc.has("'none'") ? 'csp-implemented-with-no-unsafe-default-src-none' : 'csp-implemented-with-no-unsafe';
};

/** tests/cookies.js, for what a page can show in one response: no cookie, or all Secure/HttpOnly/SameSite. */
export const cookiesTest = (response) => {
  const raw = response.headers['set-cookie'];
  const cookies = (Array.isArray(raw) ? raw : raw ? [raw] : []).map((cookie) => cookie.toLowerCase().split(';').map((part) => part.trim()));
  if (cookies.length === 0) return 'cookies-not-found';
  const hsts = Boolean(header(response, 'strict-transport-security'));
  const has = (cookie, flag) => cookie.some((part) => part === flag || part.startsWith(`${flag}=`));
  const sameSite = (cookie) => cookie.find((part) => part.startsWith('samesite='))?.slice(9);
  if (cookies.some((cookie) => sameSite(cookie) && !['strict', 'lax', 'none'].includes(sameSite(cookie)))) return 'cookies-samesite-flag-invalid';
  if (cookies.some((cookie) => !has(cookie, 'httponly'))) return 'cookies-session-without-httponly-flag';
  if (cookies.some((cookie) => !has(cookie, 'secure'))) return hsts ? 'cookies-without-secure-flag-but-protected-by-hsts' : 'cookies-without-secure-flag';
  return cookies.every((cookie) => ['strict', 'lax'].includes(sameSite(cookie))) ? 'cookies-secure-with-httponly-sessions-and-samesite' : 'cookies-secure-with-httponly-sessions';
};

/** tests/cors.js: the answer to a request sent with `Origin: <another site>`. */
export const corsTest = (corsResponse, requestOrigin) => {
  const allowOrigin = header(corsResponse, 'access-control-allow-origin')?.trim().toLowerCase();
  if (!allowOrigin) return 'cross-origin-resource-sharing-not-implemented';
  if (allowOrigin === '*') return 'cross-origin-resource-sharing-implemented-with-public-access';
  const credentials = header(corsResponse, 'access-control-allow-credentials')?.trim().toLowerCase() === 'true';
  return allowOrigin === requestOrigin.toLowerCase() && credentials
    ? 'cross-origin-resource-sharing-implemented-with-universal-access'
    : 'cross-origin-resource-sharing-implemented-with-restricted-access';
};

/** tests/redirection.js: `http` is the answer to the page asked over http, null when http is not served. */
export const redirectionTest = (http, url) => {
  if (!http) return 'redirection-not-needed-no-http';
  const location = header(http, 'location');
  if (http.status < 300 || http.status >= 400 || !location) return 'redirection-missing';
  const target = new URL(location, `http://${url.host}`);
  if (target.protocol !== 'https:') return 'redirection-not-to-https';
  return target.hostname === url.hostname ? 'redirection-to-https' : 'redirection-off-host-from-http';
};

/** tests/referrer-policy.js: the last valid policy of the header counts. */
export const referrerPolicyTest = (response) => {
  const value = header(response, 'referrer-policy');
  if (!value) return 'referrer-policy-not-implemented';
  const good = ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'];
  const bad = ['origin', 'origin-when-cross-origin', 'unsafe-url', 'no-referrer-when-downgrade'];
  const policy = value.split(',').map((part) => part.trim().toLowerCase()).filter((part) => good.includes(part) || bad.includes(part)).at(-1);
  return good.includes(policy) ? 'referrer-policy-private' : bad.includes(policy) ? 'referrer-policy-unsafe' : 'referrer-policy-header-invalid';
};

/** tests/strict-transport-security.js: only an https answer counts; six months is 15552000 there. */
export const hstsTest = (response, url) => {
  if (url.protocol !== 'https:') return 'hsts-not-implemented-no-https';
  const value = header(response, 'strict-transport-security');
  if (!value) return 'hsts-not-implemented';
  if (value.includes(',')) return 'hsts-header-invalid';
  const maxAge = value.split(';').map((part) => part.trim().toLowerCase()).find((part) => part.startsWith('max-age='));
  if (!maxAge) return 'hsts-header-invalid';
  return Number.parseInt(maxAge.slice(8), 10) < 15_552_000 ? 'hsts-implemented-max-age-less-than-six-months' : 'hsts-implemented-max-age-at-least-six-months';
};

/** tests/subresource-integrity.js, with the page's <script src> tags (same registrable domain ≈ same host here). */
export const sriTest = (response, url) => {
  const type = (header(response, 'content-type') ?? '').split(';')[0].trim();
  if (type && type !== 'text/html' && type !== 'application/xhtml+xml') return 'sri-not-implemented-response-not-html';
  const scripts = [...response.text.matchAll(/<script\b([^>]*)>/gi)].map(([, attributes]) => attributes);
  if (scripts.length === 0) return 'sri-not-implemented-but-no-scripts-loaded';
  let result = null;
  const worse = (candidate) => {
    const order = ['sri-implemented-and-external-scripts-loaded-securely', 'sri-implemented-but-external-scripts-not-loaded-securely', 'sri-not-implemented-but-external-scripts-loaded-securely', 'sri-not-implemented-and-external-scripts-not-loaded-securely'];
    if (result === null || order.indexOf(candidate) > order.indexOf(result)) result = candidate;
  };
  let foreign = false;
  for (const attributes of scripts) {
    const src = /\bsrc\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1];
    if (!src) continue;
    const integrity = /\bintegrity\s*=/i.test(attributes);
    const relativeProtocol = src.startsWith('//');
    const absolute = /^https?:\/\//i.test(src);
    const sameSite = !relativeProtocol && (!absolute || new URL(src).hostname === url.hostname);
    if (sameSite) continue;
    foreign = true;
    const secure = absolute && src.toLowerCase().startsWith('https:');
    if (integrity) worse(secure ? 'sri-implemented-and-external-scripts-loaded-securely' : 'sri-implemented-but-external-scripts-not-loaded-securely');
    else worse(secure ? 'sri-not-implemented-but-external-scripts-loaded-securely' : 'sri-not-implemented-and-external-scripts-not-loaded-securely');
  }
  return result ?? (foreign ? 'sri-implemented-and-external-scripts-loaded-securely' : 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin');
};

/** tests/x-content-type-options.js */
export const xContentTypeOptionsTest = (response) => {
  const value = header(response, 'x-content-type-options');
  if (!value) return 'x-content-type-options-not-implemented';
  return value.trim().toLowerCase() === 'nosniff' ? 'x-content-type-options-nosniff' : 'x-content-type-options-header-invalid';
};

/** tests/x-frame-options.js: a CSP frame-ancestors wins over the header. */
export const xFrameOptionsTest = (response) => {
  const policy = header(response, 'content-security-policy');
  try {
    if (policy && parseCsp(policy).has('frame-ancestors')) return 'x-frame-options-implemented-via-csp';
  } catch {
    /* an unreadable CSP counts as no CSP here */
  }
  const value = header(response, 'x-frame-options')?.trim().toLowerCase();
  if (!value) return 'x-frame-options-not-implemented';
  if (value === 'deny' || value === 'sameorigin') return 'x-frame-options-sameorigin-or-deny';
  return value.startsWith('allow-from') ? 'x-frame-options-allow-from-origin' : 'x-frame-options-header-invalid';
};

/** tests/cross-origin-resource-policy.js */
export const corpTest = (response) => {
  const value = header(response, 'cross-origin-resource-policy')?.trim().toLowerCase();
  if (!value) return 'cross-origin-resource-policy-not-implemented';
  const known = { 'same-site': 'implemented-with-same-site', 'same-origin': 'implemented-with-same-origin', 'cross-origin': 'implemented-with-cross-origin' };
  return `cross-origin-resource-policy-${known[value] ?? 'header-invalid'}`;
};

/** charts.js SCORE_TABLE: the modifier of each result. */
export const MODIFIERS = {
  'csp-implemented-with-no-unsafe-default-src-none': 10,
  'csp-implemented-with-no-unsafe': 5,
  'csp-implemented-with-unsafe-inline-in-style-src-only': 0,
  'csp-implemented-with-insecure-scheme-in-passive-content-only': -10,
  'csp-implemented-with-unsafe-eval': -10,
  'csp-implemented-with-unsafe-inline': -20,
  'csp-implemented-with-insecure-scheme': -20,
  'csp-header-invalid': -25,
  'csp-not-implemented': -25,
  'cookies-secure-with-httponly-sessions-and-samesite': 5,
  'cookies-secure-with-httponly-sessions': 0,
  'cookies-not-found': 0,
  'cookies-without-secure-flag-but-protected-by-hsts': -5,
  'cookies-without-secure-flag': -20,
  'cookies-samesite-flag-invalid': -20,
  'cookies-session-without-httponly-flag': -30,
  'cross-origin-resource-sharing-not-implemented': 0,
  'cross-origin-resource-sharing-implemented-with-public-access': 0,
  'cross-origin-resource-sharing-implemented-with-restricted-access': 0,
  'cross-origin-resource-sharing-implemented-with-universal-access': -50,
  'redirection-to-https': 0,
  'redirection-not-needed-no-http': 0,
  'redirection-off-host-from-http': -5,
  'redirection-not-to-https': -20,
  'redirection-missing': -20,
  'referrer-policy-private': 5,
  'referrer-policy-not-implemented': 0,
  'referrer-policy-unsafe': -5,
  'referrer-policy-header-invalid': -5,
  'hsts-implemented-max-age-at-least-six-months': 0,
  'hsts-implemented-max-age-less-than-six-months': -10,
  'hsts-not-implemented': -20,
  'hsts-header-invalid': -20,
  'hsts-not-implemented-no-https': -20,
  'sri-implemented-and-all-scripts-loaded-securely': 5,
  'sri-implemented-and-external-scripts-loaded-securely': 5,
  'sri-not-implemented-response-not-html': 0,
  'sri-not-implemented-but-no-scripts-loaded': 0,
  'sri-not-implemented-but-all-scripts-loaded-from-secure-origin': 0,
  'sri-not-implemented-but-external-scripts-loaded-securely': -5,
  'sri-implemented-but-external-scripts-not-loaded-securely': -20,
  'sri-not-implemented-and-external-scripts-not-loaded-securely': -50,
  'x-content-type-options-nosniff': 0,
  'x-content-type-options-not-implemented': -5,
  'x-content-type-options-header-invalid': -5,
  'x-frame-options-implemented-via-csp': 5,
  'x-frame-options-sameorigin-or-deny': 0,
  'x-frame-options-allow-from-origin': 0,
  'x-frame-options-not-implemented': -20,
  'x-frame-options-header-invalid': -20,
  'cross-origin-resource-policy-header-invalid': -5,
  'cross-origin-resource-policy-implemented-with-cross-origin': 0,
  'cross-origin-resource-policy-implemented-with-same-origin': 10,
  'cross-origin-resource-policy-implemented-with-same-site': 10,
  'cross-origin-resource-policy-not-implemented': 0,
};

/** charts.js GRADE_CHART, by the score rounded down to a multiple of 5 (100 and over: A+). */
export const gradeOf = (score) => {
  const bands = [[100, 'A+'], [90, 'A'], [85, 'A-'], [80, 'B+'], [70, 'B'], [65, 'B-'], [60, 'C+'], [50, 'C'], [45, 'C-'], [40, 'D+'], [30, 'D'], [25, 'D-'], [0, 'F']];
  return bands.find(([floor]) => Math.max(score, 0) >= floor)[1];
};

/**
 * The scan: `page` is the answer to the page over `url` ({ status, headers, text }), `http` the answer
 * to the same page over http (null when not served), `cors` the answer to it asked with
 * `Origin: corsOrigin`. Penalties first; the bonuses only count when that already reaches 90.
 */
export const scorePage = ({ url, page, http = null, cors = page, corsOrigin = 'https://observatory.example' }) => {
  const target = new URL(url);
  const results = {
    'content-security-policy': cspTest(page, target),
    cookies: cookiesTest(page),
    'cross-origin-resource-sharing': corsTest(cors, corsOrigin),
    redirection: redirectionTest(http, target),
    'referrer-policy': referrerPolicyTest(page),
    'strict-transport-security': hstsTest(page, target),
    'subresource-integrity': sriTest(page, target),
    'x-content-type-options': xContentTypeOptionsTest(page),
    'x-frame-options': xFrameOptionsTest(page),
    'cross-origin-resource-policy': corpTest(page),
  };
  const modifiers = Object.values(results).map((result) => MODIFIERS[result]);
  const penalised = 100 + modifiers.filter((modifier) => modifier < 0).reduce((sum, modifier) => sum + modifier, 0);
  const score = Math.max(0, penalised >= 90 ? 100 + modifiers.reduce((sum, modifier) => sum + modifier, 0) : penalised);
  return { score, grade: gradeOf(score), results };
};
