import { expect, test, type APIRequestContext } from '../support/test';
import { ALIADO, SITE } from '../support/partners';
import { isAbsoluteUrl, structuredDataProblems } from '../support/structured-data';

// docs/seo.md: every public page's HTML, as the server sends it (no script run), carries its title, description,
// canonical address, link previews (Open Graph, X card) and, for plans and articles, structured data; the
// browser keeps them in step as the visitor moves.

const PLAN = '/EPS/salud-andina-eps/plan-complementario-oro';
const ARTICLE = '/QS-Blog/que-es-un-plan-complementario-de-salud';
const DEFAULT_IMAGE = `${SITE}/social-preview.png`;
const ALIADO_SEO = ALIADO.SEOMetadata as typeof ALIADO.SEOMetadata & {
  imageRRSS: string;
  imageTw: string;
  twitterSite: string;
  author: string;
  addedTags: string[];
};

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" };
const decode = (text: string) => text.replace(/&(#?x?\w+);/g, (whole, name: string) => ENTITIES[name] ?? whole);

interface Head {
  title: string | undefined;
  /** Each meta's content by its name or property, each link's href by its rel: every occurrence. */
  tags: Map<string, string[]>;
  structuredData: unknown[];
}

/** The head of a page's HTML as sent, read without a browser. */
const headOf = (html: string): Head => {
  const head = /<head>([\s\S]*?)<\/head>/i.exec(html)?.[1] ?? '';
  const tags = new Map<string, string[]>();
  for (const [tag] of head.matchAll(/<(?:meta|link)\b[^>]*>/gi)) {
    const attributes = Object.fromEntries(
      [...tag.matchAll(/([a-z:-]+)="([^"]*)"/gi)].map(([, name, value]) => [name!.toLowerCase(), decode(value!)]),
    );
    const key = attributes.name ?? attributes.property ?? (attributes.rel ? `link:${attributes.rel}` : undefined);
    const value = attributes.content ?? attributes.href;
    if (key && value !== undefined) tags.set(key, [...(tags.get(key) ?? []), value]);
  }
  const structuredData = [...head.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/gi)].map(
    ([, text]) => JSON.parse(text!) as unknown,
  );
  return { title: /<title>([^<]*)<\/title>/i.exec(head)?.[1], tags, structuredData };
};

/** The one value of a tag (a tag written twice is a fault). */
const one = (head: Head, key: string): string | undefined => {
  const values = head.tags.get(key) ?? [];
  expect(values.length, `${key} once`).toBeLessThanOrEqual(1);
  return values[0];
};

/** The raw HTML of `path`, on the main site or a partner's (Node does not resolve *.localhost: asked by address). */
const rawHtml = async (request: APIRequestContext, path: string, partner?: string): Promise<string> => {
  const response = await request.get(
    partner ? `http://127.0.0.1:3000${path}` : `${SITE}${path}`,
    partner ? { headers: { host: `${partner}.localhost:3000` } } : {},
  );
  expect(response.status(), path).toBe(200);
  return response.text();
};

/** Every tag a page's HTML must carry, with og:url the canonical address and X's tags the same texts. */
const expectLinkPreview = (head: Head, path: string) => {
  const title = head.title ? decode(head.title) : '';
  const canonical = one(head, 'link:canonical');
  expect(title, 'title').not.toBe('');
  expect(one(head, 'description'), 'description').toBeTruthy();
  expect(canonical).toBe(`${SITE}${path}`);
  expect(one(head, 'og:url')).toBe(canonical);
  expect(one(head, 'og:title')).toBe(title);
  expect(one(head, 'og:description')).toBe(one(head, 'description'));
  expect(one(head, 'og:type')).toMatch(/^(website|article|product)$/);
  expect(isAbsoluteUrl(one(head, 'og:image')), 'og:image absolute').toBe(true);
  expect(one(head, 'og:site_name')).toBeTruthy();
  expect(one(head, 'og:locale')).toBe('es_CO');
  expect(one(head, 'twitter:card')).toBe('summary_large_image');
  expect(one(head, 'twitter:title')).toBe(title);
  expect(one(head, 'twitter:description')).toBe(one(head, 'description'));
  expect(isAbsoluteUrl(one(head, 'twitter:image')), 'twitter:image absolute').toBe(true);
  for (const data of head.structuredData) expect(structuredDataProblems(data)).toEqual([]);
};

/** The image a preview names is one the site serves. */
const expectServedImage = async (request: APIRequestContext, url: string | undefined) => {
  const answer = await request.get(String(url));
  expect(answer.status(), String(url)).toBe(200);
  expect(answer.headers()['content-type']).toMatch(/^image\//);
};

const typesOf = (head: Head) => head.structuredData.map((data) => (data as { '@type': string })['@type']);

/**
 * The head of a page whose own meta comes from its slot's render: a render past its budget (code or data still on
 * their way just after a start) leaves the slot to the browser and is not kept, so the next request renders again.
 */
const renderedHead = async (request: APIRequestContext, path: string, types: string[], partner?: string) => {
  let head: Head = headOf('');
  await expect(async () => {
    head = headOf(await rawHtml(request, path, partner));
    expect(typesOf(head)).toEqual(types);
  }).toPass({ timeout: 20_000 });
  return head;
};

test.describe('link previews and structured data in the HTML the server sends', () => {
  test('the home page: the site default image', async ({ request }) => {
    const head = headOf(await rawHtml(request, '/'));
    expectLinkPreview(head, '/');
    expect(one(head, 'og:type')).toBe('website');
    expect(one(head, 'og:site_name')).toBe('QuieroSeguro');
    expect(one(head, 'og:image')).toBe(DEFAULT_IMAGE);
    expect(head.tags.get('twitter:site')).toBeUndefined();
    await expectServedImage(request, DEFAULT_IMAGE);
  });

  test("a results page: its route's title", async ({ request }) => {
    const head = headOf(await rawHtml(request, '/Comparar/EPS'));
    expectLinkPreview(head, '/Comparar/EPS');
    expect(one(head, 'og:title')).toBe('Compara planes complementarios de EPS | QuieroSeguro');
    expect(head.structuredData).toEqual([]);
  });

  test('a plan page: its image, a Product with its price in COP and its breadcrumb', async ({ request }) => {
    const head = await renderedHead(request, PLAN, ['Product', 'BreadcrumbList']);
    expectLinkPreview(head, PLAN);
    expect(one(head, 'og:type')).toBe('product');
    expect(one(head, 'og:title')).toBe('Vista General - Plan Complementario Oro | QuieroSeguro');
    const [product, breadcrumb] = head.structuredData as [
      object,
      { itemListElement: Array<{ name: string; item: string }> },
    ];
    const plan = (
      (await (await request.get(`/api/insurance/by-url?url=${encodeURIComponent(PLAN)}`)).json()) as {
        data: {
          productCode: string;
          price: { minPrice: number };
          organization: { displayName: string; metadata: { url: string } };
        };
      }
    ).data;
    expect(product).toMatchObject({
      name: 'Plan Complementario Oro',
      sku: plan.productCode,
      url: `${SITE}${PLAN}`,
      image: one(head, 'og:image'),
      brand: { '@type': 'Organization', name: plan.organization.displayName },
      offers: { price: plan.price.minPrice, priceCurrency: 'COP', url: `${SITE}${PLAN}` },
    });
    expect(breadcrumb.itemListElement.map((item) => [item.name, item.item])).toEqual([
      ['Inicio', `${SITE}/`],
      ['EPS', `${SITE}/Comparar/EPS`],
      [plan.organization.displayName, `${SITE}/EPS/${plan.organization.metadata.url}`],
      ['Plan Complementario Oro', `${SITE}${PLAN}`],
    ]);
    await expectServedImage(request, one(head, 'og:image'));
  });

  test('a blog article: an Article with its author, dates and publisher', async ({ request }) => {
    const head = await renderedHead(request, ARTICLE, ['Article']);
    expectLinkPreview(head, ARTICLE);
    expect(one(head, 'og:type')).toBe('article');
    expect(one(head, 'og:title')).toBe('¿Qué es un plan complementario de salud? | QuieroSeguro');
    const [article] = head.structuredData as [{ author: { name: string } }];
    expect(article).toMatchObject({
      headline: '¿Qué es un plan complementario de salud?',
      mainEntityOfPage: { '@id': `${SITE}${ARTICLE}` },
      image: one(head, 'og:image'),
    });
    expect(one(head, 'author')).toBe(article.author.name);
    await expectServedImage(request, one(head, 'og:image'));
  });

  test("a partner's pages: its images, X account, author and keywords", async ({ request }) => {
    const head = headOf(await rawHtml(request, '/Comparar/EPS', ALIADO.subdomain));
    expectLinkPreview(head, '/Comparar/EPS');
    expect(head.title).toBe(ALIADO_SEO.title);
    expect(one(head, 'og:site_name')).toBe(ALIADO.name);
    expect(one(head, 'og:image')).toBe(`${SITE}${ALIADO_SEO.imageRRSS}`);
    expect(one(head, 'twitter:image')).toBe(`${SITE}${ALIADO_SEO.imageTw}`);
    expect(one(head, 'twitter:site')).toBe(ALIADO_SEO.twitterSite);
    expect(one(head, 'author')).toBe(ALIADO_SEO.author);
    expect(one(head, 'keywords')).toBe(ALIADO_SEO.addedTags.join(', '));
    await expectServedImage(request, one(head, 'og:image'));
    await expectServedImage(request, one(head, 'twitter:image'));

    // A plan on the partner's site: the plan's own title naming the partner and its Product, the partner's account.
    const plan = await renderedHead(request, PLAN, ['Product', 'BreadcrumbList'], ALIADO.subdomain);
    expectLinkPreview(plan, PLAN);
    expect(plan.title).toBe(`Vista General - Plan Complementario Oro | ${ALIADO.name}`);
    expect(one(plan, 'description')).toBe(ALIADO_SEO.description);
    expect(one(plan, 'twitter:site')).toBe(ALIADO_SEO.twitterSite);
  });
});

test.describe('link previews follow client-side navigation', () => {
  const content = (page: import('@playwright/test').Page, key: string) =>
    page.locator(`head meta[property="${key}"], head meta[name="${key}"]`);

  test('og:title and og:url follow the new page, and the preview image is never loaded by the page', async ({
    page,
  }) => {
    const images: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/social-preview.png')) images.push(request.url());
    });
    await page.goto('/');
    await expect(content(page, 'og:url')).toHaveAttribute('content', `${SITE}/`);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Compara pólizas de salud' }).click();
    await expect(page).toHaveURL('/Comparar/Polizas-de-Salud');
    await expect(content(page, 'og:title')).toHaveAttribute('content', 'Compara pólizas de salud | QuieroSeguro');
    await expect(content(page, 'og:url')).toHaveAttribute('content', `${SITE}/Comparar/Polizas-de-Salud`);
    await expect(content(page, 'twitter:title')).toHaveAttribute('content', 'Compara pólizas de salud | QuieroSeguro');
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${SITE}/Comparar/Polizas-de-Salud`,
    );
    await expect(content(page, 'og:title')).toHaveCount(1);
    expect(images).toEqual([]);
  });

  test("an article opened from the blog's list puts its own meta and Article, and takes them away on leaving", async ({
    page,
  }) => {
    await page.goto('/QS-Blog');
    await expect(content(page, 'og:type')).toHaveAttribute('content', 'website');
    await page.getByRole('link', { name: '¿Qué es un plan complementario de salud?' }).first().click();
    await expect(page).toHaveURL(ARTICLE);
    await expect(content(page, 'og:title')).toHaveAttribute(
      'content',
      '¿Qué es un plan complementario de salud? | QuieroSeguro',
    );
    await expect(content(page, 'og:url')).toHaveAttribute('content', `${SITE}${ARTICLE}`);
    await expect(content(page, 'og:type')).toHaveAttribute('content', 'article');
    const ld = page.locator('head script[type="application/ld+json"]');
    await expect(ld).toHaveCount(1);
    expect(structuredDataProblems(JSON.parse((await ld.textContent()) ?? '{}'))).toEqual([]);
    await page.getByRole('link', { name: 'Volver al blog' }).click();
    await expect(page).toHaveURL('/QS-Blog');
    await expect(content(page, 'og:url')).toHaveAttribute('content', `${SITE}/QS-Blog`);
    await expect(content(page, 'og:type')).toHaveAttribute('content', 'website');
    await expect(ld).toHaveCount(0);
  });
});
