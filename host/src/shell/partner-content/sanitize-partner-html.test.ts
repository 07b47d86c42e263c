import { allowedLink, sanitizePartnerHtml } from './sanitize-partner-html';

const ORIGINS = ['https://www.bancoaliado.example'];
const clean = (html: string) => sanitizePartnerHtml(html, ORIGINS);

/** Parses the sanitised markup the way the page will, to read it as a browser does. */
const parse = (html: string) => {
  const template = document.createElement('template');
  template.innerHTML = clean(html);
  return template.content;
};

describe('sanitizePartnerHtml (docs/security.md#partner-markup)', () => {
  afterEach(() => {
    delete (window as { __pwned?: unknown }).__pwned;
  });

  it('keeps ordinary markup, site paths and links to the partner origins it lists', () => {
    expect(
      clean(
        '<p>Seguros para <strong>clientes</strong></p><ul><li><a href="/Comparar/EPS">Planes</a></li><li><a href="https://www.bancoaliado.example/ayuda">Ayuda</a></li><li><a href="mailto:seguros@bancoaliado.example">Escríbenos</a></li></ul>',
      ),
    ).toBe(
      '<p>Seguros para <strong>clientes</strong></p><ul><li><a href="/Comparar/EPS">Planes</a></li><li><a href="https://www.bancoaliado.example/ayuda" rel="noopener noreferrer">Ayuda</a></li><li><a href="mailto:seguros@bancoaliado.example" rel="noopener noreferrer">Escríbenos</a></li></ul>',
    );
  });

  it.each([
    ['a script', '<p>Hola</p><script>window.__pwned = 1</script>', '<p>Hola</p>'],
    ['an event handler', '<p onclick="window.__pwned = 1" onmouseover="x()">Hola</p>', '<p>Hola</p>'],
    ['an image that runs onerror', '<img src="x" onerror="window.__pwned = 1">', ''],
    ['a javascript: link', '<a href="javascript:window.__pwned = 1">Oferta</a>', '<a>Oferta</a>'],
    ['an encoded javascript: link', '<a href="jav&#x09;ascript:alert(1)">Oferta</a>', '<a>Oferta</a>'],
    ['a data: link', '<a href="data:text/html,<script>alert(1)</script>">Ver</a>', '<a>Ver</a>'],
    ['a link to another origin', '<a href="https://phishing.example/clave">Clave</a>', '<a>Clave</a>'],
    ['an http link to a listed host', '<a href="http://www.bancoaliado.example/">Inicio</a>', '<a>Inicio</a>'],
    ['a link with credentials', '<a href="https://x@www.bancoaliado.example/">Inicio</a>', '<a>Inicio</a>'],
    ['a protocol-relative link', '<a href="//phishing.example/">Inicio</a>', '<a>Inicio</a>'],
    ['a dot-segment path', '<a href="/Comparar/../../etc/passwd">Ver</a>', '<a>Ver</a>'],
    ['a form', '<form action="https://phishing.example"><input name="clave"><button>Enviar</button></form>', 'Enviar'],
    ['a frame', '<iframe src="https://phishing.example/"></iframe><p>Fin</p>', '<p>Fin</p>'],
    ['an inline style', '<p style="position:fixed;inset:0">Aviso</p>', '<p>Aviso</p>'],
    ['a style element', '<style>body{display:none}</style><p>Aviso</p>', '<p>Aviso</p>'],
    ['an SVG with a script', '<svg><script>window.__pwned = 1</script><a href="/x">y</a></svg>', ''],
    [
      'a target and a rel',
      '<a href="/Comparar/EPS" target="_top" rel="opener">Planes</a>',
      '<a href="/Comparar/EPS">Planes</a>',
    ],
    ['an external image', '<img src="https://tracker.example/pixel.gif" alt="x"><p>Fin</p>', '<p>Fin</p>'],
    ['a meta refresh', '<meta http-equiv="refresh" content="0;url=https://phishing.example"><p>Fin</p>', '<p>Fin</p>'],
    ['a base element', '<base href="https://phishing.example/"><a href="/x">x</a>', '<a href="/x">x</a>'],
  ])('neutralises %s', (_name, html, expected) => {
    expect(clean(html)).toBe(expected);
  });

  it('adds no landmark: header, footer and main keep only their content, roles and ids are dropped', () => {
    expect(
      clean(
        '<header role="banner" id="contenido"><nav aria-labelledby="t"><a href="/EPS">EPS</a></nav></header><footer role="contentinfo"><p>Fin</p></footer><main><p>x</p></main>',
      ),
    ).toBe('<nav><a href="/EPS">EPS</a></nav><p>Fin</p><p>x</p>');
  });

  it('keeps site images, decorative when they have no alt text', () => {
    expect(clean('<img src="/api/images/partners/banco-aliado.svg" width="120" height="32">')).toBe(
      '<img src="/api/images/partners/banco-aliado.svg" width="120" height="32" alt="">',
    );
  });

  it('runs nothing once the markup is in the page', () => {
    const host = document.createElement('div');
    host.innerHTML = clean(
      '<img src="x" onerror="window.__pwned = 1"><a href="javascript:window.__pwned = 2">x</a><p onclick="window.__pwned = 3">y</p>',
    );
    document.body.append(host);
    host.querySelectorAll('a, p').forEach((element) => (element as HTMLElement).click());
    expect((window as { __pwned?: unknown }).__pwned).toBeUndefined();
    expect(parse('<p onclick="x()">y</p>').querySelector('[onclick]')).toBeNull();
    host.remove();
  });

  it('is empty for empty markup, and sanitising twice changes nothing (what hydration compares)', () => {
    expect(clean('   ')).toBe('');
    const once = clean('<div><p>Hola <a href="https://www.bancoaliado.example/">Banco</a></p><img src="/a.svg"></div>');
    expect(clean(once)).toBe(once);
  });
});

describe('allowedLink', () => {
  it('allows site paths, listed https origins and contact addresses, nothing else', () => {
    expect(allowedLink('/Comparar/EPS', ORIGINS)).toEqual({ href: '/Comparar/EPS', away: false });
    expect(allowedLink('https://www.bancoaliado.example', ORIGINS)).toEqual({
      href: 'https://www.bancoaliado.example/',
      away: true,
    });
    expect(allowedLink('tel:6010000000', ORIGINS)).toEqual({ href: 'tel:6010000000', away: true });
    expect(allowedLink('https://www.bancoaliado.example.phishing.example/', ORIGINS)).toBeNull();
    expect(allowedLink('https://www.bancoaliado.example/', ['http://www.bancoaliado.example'])).toBeNull();
    expect(allowedLink('#arriba', ORIGINS)).toBeNull();
    expect(allowedLink('Comparar', ORIGINS)).toBeNull();
  });
});
