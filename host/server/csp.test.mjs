import { CALENDAR_FRAME_ORIGINS, contentSecurityPolicy, styleSources } from './csp.mjs';

const registry = { remotes: [{ name: 'forms', entry: 'http://localhost:3003/mf-manifest.json', version: '1.0.0' }] };
const directive = (policy, name) => policy.split('; ').find((part) => part.startsWith(`${name} `));

describe('contentSecurityPolicy', () => {
  it("frames only the site and the advisors' calendar origins", () => {
    const policy = contentSecurityPolicy(registry);
    expect(directive(policy, 'frame-src')).toBe("frame-src 'self' https://calendly.com");
    expect(CALENDAR_FRAME_ORIGINS.every((origin) => origin.startsWith('https://'))).toBe(true);
  });

  it("loads scripts from the registry's origins and is framed only by the site and the given ancestors", () => {
    const policy = contentSecurityPolicy(registry, ['https://socio.example']);
    expect(directive(policy, 'script-src')).toBe("script-src 'self' http://localhost:3003");
    expect(directive(policy, 'style-src')).toBe("style-src 'self' http://localhost:3003");
    expect(policy).not.toContain("'unsafe-inline'");
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'self' https://socio.example");
  });

  it("names the page's style nonce beside the stylesheet origins, never 'unsafe-inline'", () => {
    expect(styleSources('abc', ["'self'"])).toEqual(["'self'", "'nonce-abc'"]);
    expect(styleSources(undefined, ["'self'"])).toEqual(["'self'"]);
    // A list with 'unsafe-inline' (a development setup) gets no nonce: the browser would then ignore 'unsafe-inline'.
    expect(styleSources('abc', ["'self'", "'unsafe-inline'"])).toEqual(["'self'", "'unsafe-inline'"]);
    const policy = contentSecurityPolicy(registry, [], { nonce: 'abc' });
    expect(directive(policy, 'style-src')).toBe("style-src 'self' http://localhost:3003 'nonce-abc'");
    // The same nonce lets React's inline scripts of a server-rendered page run, and nothing else inline.
    expect(directive(policy, 'script-src')).toBe("script-src 'self' http://localhost:3003 'nonce-abc'");
    expect(policy).not.toContain("'unsafe-inline'");
  });

  it("allows a kept page's inline scripts by their hashes, the answer's nonce serving its styles only", () => {
    const policy = contentSecurityPolicy(registry, [], { nonce: 'abc', scriptHashes: ["'sha256-AAAA'"] });
    expect(directive(policy, 'script-src')).toBe("script-src 'self' http://localhost:3003 'sha256-AAAA'");
    expect(directive(policy, 'style-src')).toBe("style-src 'self' http://localhost:3003 'nonce-abc'");
    // A kept page without inline scripts allows none.
    expect(directive(contentSecurityPolicy(registry, [], { nonce: 'abc', scriptHashes: [] }), 'script-src')).toBe(
      "script-src 'self' http://localhost:3003",
    );
  });
});
