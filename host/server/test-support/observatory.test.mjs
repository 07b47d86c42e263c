import { gradeOf, scorePage } from './observatory.mjs';

const html = '<!doctype html><html><head><script defer src="/main.js"></script></head><body></body></html>';
const page = (headers, text = html) => ({ status: 200, headers: { 'content-type': 'text/html; charset=utf-8', ...headers }, text });
const url = 'https://www.quieroseguro.example/';

describe("Observatory's scoring, as the scanner applies it", () => {
  it('grades the headers the host sent before issue 11 a B (75): no nosniff, no HSTS, unsafe-inline styles', () => {
    const before = page({
      'content-security-policy': "default-src 'self'; script-src 'self' https://r.example; style-src 'self' 'unsafe-inline'; object-src 'none'; base-uri 'self'; frame-ancestors 'self'",
      'cache-control': 'no-store',
    });
    const scan = scorePage({ url, page: before });
    expect(scan.results).toMatchObject({
      'content-security-policy': 'csp-implemented-with-unsafe-inline-in-style-src-only',
      'strict-transport-security': 'hsts-not-implemented',
      'x-content-type-options': 'x-content-type-options-not-implemented',
      'referrer-policy': 'referrer-policy-not-implemented',
    });
    // 100 - 20 (HSTS) - 5 (nosniff) = 75: under 90, so the +5 of frame-ancestors does not count.
    expect(scan).toMatchObject({ score: 75, grade: 'B' });
  });

  it('takes the worst CSP finding: unsafe script sources, http sources over https, a missing policy', () => {
    const csp = (policy) => scorePage({ url, page: page({ 'content-security-policy': policy }) }).results['content-security-policy'];
    expect(csp("default-src 'self'; script-src 'self' 'unsafe-inline'")).toBe('csp-implemented-with-unsafe-inline');
    expect(csp("default-src 'self'; object-src *")).toBe('csp-implemented-with-unsafe-inline');
    expect(csp("default-src 'self'; script-src 'self' http://cdn.example")).toBe('csp-implemented-with-insecure-scheme');
    expect(csp("default-src 'self'; img-src http://img.example")).toBe('csp-implemented-with-insecure-scheme-in-passive-content-only');
    expect(csp("default-src 'none'; script-src 'self'; style-src 'self'")).toBe('csp-implemented-with-no-unsafe-default-src-none');
    expect(scorePage({ url, page: page({}) }).results['content-security-policy']).toBe('csp-not-implemented');
  });

  it('judges referrer policies, HSTS age, CORP, cookies and scripts from other hosts', () => {
    const scan = scorePage({
      url,
      page: page(
        { 'referrer-policy': 'no-referrer, unsafe-url', 'strict-transport-security': 'max-age=300', 'cross-origin-resource-policy': 'same-site', 'set-cookie': ['sid=1; Path=/'] },
        '<script src="https://cdn.example/x.js"></script>',
      ),
    });
    expect(scan.results).toMatchObject({
      'referrer-policy': 'referrer-policy-unsafe',
      'strict-transport-security': 'hsts-implemented-max-age-less-than-six-months',
      'cross-origin-resource-policy': 'cross-origin-resource-policy-implemented-with-same-site',
      cookies: 'cookies-session-without-httponly-flag',
      'subresource-integrity': 'sri-not-implemented-but-external-scripts-loaded-securely',
    });
  });

  it('follows the grade chart', () => {
    expect([135, 100, 99, 90, 85, 80, 75, 65, 60, 50, 45, 40, 30, 25, 24, -5].map(gradeOf)).toEqual(['A+', 'A+', 'A', 'A', 'A-', 'B+', 'B', 'B-', 'C+', 'C', 'C-', 'D+', 'D', 'D-', 'F', 'F']);
  });
});
