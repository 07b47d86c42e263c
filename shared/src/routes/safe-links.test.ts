import { safeContactHref, safeWebUrl, sitePath } from './safe-links';

describe('safe links', () => {
  it('keeps only absolute http(s) addresses for web links', () => {
    expect(safeWebUrl('https://clientes.quieroseguro.co')).toBe('https://clientes.quieroseguro.co/');
    expect(safeWebUrl(' http://a.example/x ')).toBe('http://a.example/x');
    expect(safeWebUrl('javascript:alert(1)')).toBeNull();
    expect(safeWebUrl('data:text/html,hola')).toBeNull();
    expect(safeWebUrl('mailto:ayuda@quieroseguro.co')).toBeNull();
    expect(safeWebUrl('/Portal-clientes')).toBeNull();
    expect(safeWebUrl(undefined)).toBeNull();
  });

  it('accepts mailto: and tel: for contact links', () => {
    expect(safeContactHref('tel:+576015550100')).toBe('tel:+576015550100');
    expect(safeContactHref('mailto:ayuda@quieroseguro.co')).toBe('mailto:ayuda@quieroseguro.co');
    expect(safeContactHref('JaVaScRiPt:alert(1)')).toBeNull();
  });

  it('recognises paths of this site only', () => {
    expect(sitePath('/EPS/salud-andina-eps')).toBe('/EPS/salud-andina-eps');
    expect(sitePath('//evil.example')).toBeNull();
    expect(sitePath('/\\evil.example')).toBeNull();
    expect(sitePath('https://evil.example')).toBeNull();
    expect(sitePath('EPS')).toBeNull();
  });

  it('keeps a results view with its query, accents and encoded values', () => {
    expect(sitePath('/Comparar/EPS?orden=lowerPrice&pagina=2')).toBe('/Comparar/EPS?orden=lowerPrice&pagina=2');
    expect(sitePath('/Comparar/EPS?qppayment=Compra-Online%2FEPS101-ORO')).toBe(
      '/Comparar/EPS?qppayment=Compra-Online%2FEPS101-ORO',
    );
    expect(sitePath('/Pólizas')).toBe('/Pólizas');
    expect(sitePath('/')).toBe('/');
    expect(sitePath('/Comparar/EPS...?desde=../x#..')).toBe('/Comparar/EPS...?desde=../x#..');
  });

  it.each([
    ['a scheme', 'javascript:alert(1)'],
    ['a scheme after spaces', ' javascript:alert(1)'],
    ['an absolute URL', 'http://localhost:3000/Comparar/EPS'],
    ['a protocol-relative host', '//evil.example/x'],
    ['a slash and backslash', '/\\evil.example'],
    ['a backslash later', '/Comparar\\..\\x'],
    ['a tab that browsers drop', '/\t/evil.example'],
    ['a new line', '/Comparar/EPS\n'],
    ['a NUL', '/Comparar\u0000/EPS'],
    ['DEL', '/\u007f/evil.example'],
    ['a C1 control (NEL)', '/\u0085/evil.example'],
    ['an encoded C1 control', '/%C2%85/evil.example'],
    ['a space', '/Comparar/ EPS'],
    ['encoded slashes', '/%2F%2Fevil.example'],
    ['an encoded second slash', '/%2Fevil.example'],
    ['an encoded backslash', '/%5Cevil.example'],
    ['a lower-case encoded backslash', '/%5cevil.example'],
    ['a double-encoded slash', '/%252F%252Fevil.example'],
    ['an encoded tab', '/%09/evil.example'],
    ['an encoded new line in the query', '/Comparar/EPS?x=%0A'],
    ['a broken escape', '/Comparar/%E0%A4%A'],
    ['// inside the path', '/Comparar//evil.example'],
    ['a right-to-left override', '/Comparar\u202e'],
    ['a zero-width space', '/Comparar\u200b/EPS'],
    ['an isolate', '/Comparar/\u2066EPS\u2069'],
    ['a soft hyphen', '/Compa\u00adrar'],
    ['an encoded right-to-left override', '/Comparar%E2%80%AE'],
    ['an encoded format character in the query', '/Comparar/EPS?orden=%e2%80%8b'],
    ['dot-dot segments', '/Comparar/EPS/../../../etc/passwd'],
    ['a trailing dot-dot', '/Comparar/..'],
    ['a dot segment', '/Comparar/./EPS'],
    ['an encoded dot-dot', '/Comparar/%2e%2e/x'],
    ['a half-encoded dot-dot', '/Comparar/.%2E/x'],
    ['empty', ''],
  ])('refuses %s', (_case, link) => {
    expect(sitePath(link)).toBeNull();
  });

  it.each(['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'data:text/html,<b>x</b>', '/contacto', '', null])(
    'refuses %s as a contact link',
    (link) => {
      expect(safeContactHref(link)).toBeNull();
    },
  );

  it('keeps https, mailto and tel contact links as given', () => {
    expect(safeContactHref('https://facebook.com/quieroseguro')).toBe('https://facebook.com/quieroseguro');
  });
});
