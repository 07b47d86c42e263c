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

  it.each(['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'data:text/html,<b>x</b>', '/contacto', '', null])('refuses %s as a contact link', (link) => {
    expect(safeContactHref(link)).toBeNull();
  });

  it('keeps https, mailto and tel contact links as given', () => {
    expect(safeContactHref('https://facebook.com/quieroseguro')).toBe('https://facebook.com/quieroseguro');
  });
});
