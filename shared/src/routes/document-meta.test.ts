import { documentHeadHtml, headTagsOf, jsonLdText, setDocumentMeta, type DocumentMeta } from './document-meta';

const PAGE: DocumentMeta = {
  title: 'Plan Oro | QuieroSeguro',
  description: 'Coberturas del "Plan Oro"',
  canonical: 'https://quieroseguro.test/EPS/salud-andina-eps/plan-oro',
  type: 'product',
  image: 'https://quieroseguro.test/api/images/products/EPS-ORO.svg',
  twitterImage: null,
  siteName: 'QuieroSeguro',
  locale: 'es_CO',
  twitterSite: null,
  author: null,
  keywords: null,
  structuredData: [{ '@context': 'https://schema.org', '@type': 'Product', name: 'Plan Oro' }],
};

const headOf = (html: string) => new DOMParser().parseFromString(`<head>${html}</head>`, 'text/html').head;
const content = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');

describe('headTagsOf', () => {
  it('names every link-preview tag of a whole page, og:url being the canonical address', () => {
    const tags = Object.fromEntries(headTagsOf(PAGE).map((tag) => [tag.id, tag.value]));
    expect(tags).toEqual({
      description: PAGE.description,
      canonical: PAGE.canonical,
      'og:type': 'product',
      'og:title': PAGE.title,
      'og:description': PAGE.description,
      'og:image': PAGE.image,
      'og:url': PAGE.canonical,
      'og:site_name': 'QuieroSeguro',
      'og:locale': 'es_CO',
      'twitter:card': 'summary_large_image',
      'twitter:site': null,
      'twitter:title': PAGE.title,
      'twitter:description': PAGE.description,
      'twitter:image': PAGE.image,
      author: null,
      keywords: null,
    });
  });

  it("gives X its own image when there is one, and only the fields given of a part (the browser's updates)", () => {
    const own = headTagsOf({ ...PAGE, twitterImage: 'https://x.test/tw.svg' }).find(
      (tag) => tag.id === 'twitter:image',
    );
    expect(own?.value).toBe('https://x.test/tw.svg');
    expect(headTagsOf({ title: 'T' }).map((tag) => tag.id)).toEqual(['og:title', 'twitter:title']);
  });
});

describe('documentHeadHtml', () => {
  it('writes the title, the tags and the structured data, values escaped', () => {
    const html = documentHeadHtml({
      ...PAGE,
      title: 'Planes </title><script>alert(1)</script> & más',
      twitterSite: '@aliado',
    });
    const head = headOf(html);
    expect(head.querySelector('title')?.textContent).toBe('Planes </title><script>alert(1)</script> & más');
    expect(head.querySelectorAll('script:not([type])')).toHaveLength(0);
    expect(head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Coberturas del "Plan Oro"');
    expect(head.querySelector('meta[property="og:url"]')?.getAttribute('content')).toBe(PAGE.canonical);
    expect(head.querySelector('meta[name="twitter:site"]')?.getAttribute('content')).toBe('@aliado');
    expect(head.querySelector('meta[name="author"]')).toBeNull();
    expect(JSON.parse(head.querySelector('script[type="application/ld+json"]')?.textContent ?? '')).toEqual(
      PAGE.structuredData[0],
    );
  });

  it('keeps structured data from closing its script element', () => {
    const data = { name: '</script><script>alert(1)</script>', note: 'a\u2028b' };
    expect(jsonLdText(data)).not.toContain('<');
    expect(jsonLdText(data)).not.toContain('\u2028');
    expect(JSON.parse(jsonLdText(data))).toEqual(data);
    const head = headOf(documentHeadHtml({ ...PAGE, structuredData: [data] }));
    expect(head.querySelectorAll('script')).toHaveLength(1);
    expect(JSON.parse(head.querySelector('script')?.textContent ?? '')).toEqual(data);
  });
});

describe('setDocumentMeta', () => {
  beforeEach(() => {
    document.head.innerHTML = documentHeadHtml({ ...PAGE, twitterSite: '@aliado' });
  });

  it('puts the same tags the server writes, once each, and takes away what the new page has not', () => {
    setDocumentMeta({
      ...PAGE,
      title: 'Compara pólizas | QuieroSeguro',
      canonical: 'https://quieroseguro.test/Comparar/Polizas-de-Salud',
      type: 'website',
      structuredData: [],
    });
    expect(document.title).toBe('Compara pólizas | QuieroSeguro');
    expect(content('meta[property="og:title"]')).toBe('Compara pólizas | QuieroSeguro');
    expect(content('meta[property="og:url"]')).toBe('https://quieroseguro.test/Comparar/Polizas-de-Salud');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://quieroseguro.test/Comparar/Polizas-de-Salud',
    );
    expect(content('meta[property="og:type"]')).toBe('website');
    expect(document.head.querySelectorAll('meta[property="og:title"]')).toHaveLength(1);
    expect(document.head.querySelector('meta[name="twitter:site"]')).toBeNull();
    expect(document.head.querySelector('script[type="application/ld+json"]')).toBeNull();
  });

  it("replaces the page's structured data, and leaves it alone when it is the same", () => {
    const before = document.head.querySelector('script[type="application/ld+json"]');
    setDocumentMeta(PAGE);
    expect(document.head.querySelector('script[type="application/ld+json"]')).toBe(before);
    setDocumentMeta({ structuredData: [{ '@type': 'Article', headline: '<b>' }] });
    const scripts = document.head.querySelectorAll('script[type="application/ld+json"]');
    expect(scripts).toHaveLength(1);
    expect(JSON.parse(scripts[0]?.textContent ?? '')).toEqual({ '@type': 'Article', headline: '<b>' });
  });

  it('updates only the fields it is given', () => {
    setDocumentMeta({ description: 'Otra' });
    expect(content('meta[name="description"]')).toBe('Otra');
    expect(content('meta[name="twitter:description"]')).toBe('Otra');
    expect(content('meta[property="og:title"]')).toBe(PAGE.title);
  });
});
