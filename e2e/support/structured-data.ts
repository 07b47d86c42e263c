/**
 * A small validator of schema.org JSON-LD as the site writes it (docs/seo.md): the properties search engines
 * require or recommend for a Product and its Offer, a BreadcrumbList, an Article and an Organization, with their
 * types (absolute URLs, a number-like price, ISO dates and currency, ListItem positions 1 to n). It answers the
 * problems it finds, as `{type}.{property}: what`; none is an empty list.
 */
type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value.trim().length > 0;
export const isAbsoluteUrl = (value: unknown): boolean => {
  if (!isText(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
};
const isIsoDate = (value: unknown) =>
  isText(value) && /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/.test(value);
const isPrice = (value: unknown) =>
  (typeof value === 'number' && Number.isFinite(value) && value >= 0) ||
  (typeof value === 'string' && /^\d+(\.\d+)?$/.test(value));

const typeOf = (value: unknown): string | undefined => (isObject(value) ? String(value['@type']) : undefined);

/** Checks `data[property]`, adding `{where}.{property}: {what}` to `problems` when `ok` is false. */
const check = (problems: string[], where: string, data: Json, property: string, ok: boolean, what: string) => {
  if (!ok) problems.push(`${where}.${property}: ${what} (got ${JSON.stringify(data[property])})`);
};

const images = (value: unknown) => (Array.isArray(value) ? value : [value]);
const imageOk = (value: unknown) =>
  images(value).length > 0 &&
  images(value).every((image) => isAbsoluteUrl(image) || (isObject(image) && isAbsoluteUrl(image.url)));

export const organizationProblems = (data: unknown, where = 'Organization'): string[] => {
  const problems: string[] = [];
  if (!isObject(data)) return [`${where}: not an object`];
  check(problems, where, data, '@type', data['@type'] === 'Organization', "'Organization'");
  check(problems, where, data, 'name', isText(data.name), 'a name');
  if (data.url !== undefined) check(problems, where, data, 'url', isAbsoluteUrl(data.url), 'an absolute URL');
  if (data.logo !== undefined) check(problems, where, data, 'logo', imageOk(data.logo), 'an absolute image URL');
  return problems;
};

export const offerProblems = (data: unknown, where = 'Offer'): string[] => {
  const problems: string[] = [];
  if (!isObject(data)) return [`${where}: not an object`];
  check(problems, where, data, '@type', data['@type'] === 'Offer', "'Offer'");
  check(problems, where, data, 'price', isPrice(data.price), 'a number, no currency formatting');
  check(problems, where, data, 'priceCurrency', data.priceCurrency === 'COP', "'COP'");
  check(
    problems,
    where,
    data,
    'availability',
    data.availability === 'https://schema.org/InStock',
    'https://schema.org/InStock',
  );
  check(problems, where, data, 'url', isAbsoluteUrl(data.url), 'an absolute URL');
  if (data.priceValidUntil !== undefined)
    check(problems, where, data, 'priceValidUntil', isIsoDate(data.priceValidUntil), 'an ISO 8601 date');
  return problems;
};

export const productProblems = (data: unknown): string[] => {
  const problems: string[] = [];
  if (!isObject(data)) return ['Product: not an object'];
  check(problems, 'Product', data, '@context', data['@context'] === 'https://schema.org', 'https://schema.org');
  check(problems, 'Product', data, '@type', data['@type'] === 'Product', "'Product'");
  for (const property of ['name', 'description', 'category'])
    check(problems, 'Product', data, property, isText(data[property]), 'a text');
  check(problems, 'Product', data, 'sku', isText(data.sku) || isText(data.productID), 'a sku or productID');
  check(problems, 'Product', data, 'image', imageOk(data.image), 'absolute image URLs');
  check(problems, 'Product', data, 'url', isAbsoluteUrl(data.url), 'an absolute URL');
  problems.push(...organizationProblems(data.brand, 'Product.brand'));
  const offers = Array.isArray(data.offers) ? data.offers : [data.offers];
  check(problems, 'Product', data, 'offers', offers.length > 0 && offers[0] !== undefined, 'an Offer');
  for (const offer of offers) problems.push(...offerProblems(offer, 'Product.offers'));
  return problems;
};

export const breadcrumbListProblems = (data: unknown): string[] => {
  const problems: string[] = [];
  if (!isObject(data)) return ['BreadcrumbList: not an object'];
  check(problems, 'BreadcrumbList', data, '@type', data['@type'] === 'BreadcrumbList', "'BreadcrumbList'");
  const items = Array.isArray(data.itemListElement) ? data.itemListElement : [];
  check(problems, 'BreadcrumbList', data, 'itemListElement', items.length >= 2, 'two ListItems or more');
  items.forEach((item: unknown, at) => {
    const where = `BreadcrumbList.itemListElement[${at}]`;
    if (!isObject(item)) {
      problems.push(`${where}: not an object`);
      return;
    }
    check(problems, where, item, '@type', item['@type'] === 'ListItem', "'ListItem'");
    check(problems, where, item, 'position', item.position === at + 1, `position ${at + 1}`);
    check(problems, where, item, 'name', isText(item.name), 'a name');
    // The last item may go without one; the site gives every item its address.
    check(problems, where, item, 'item', isAbsoluteUrl(item.item), 'an absolute URL');
  });
  return problems;
};

export const articleProblems = (data: unknown): string[] => {
  const problems: string[] = [];
  if (!isObject(data)) return ['Article: not an object'];
  check(problems, 'Article', data, '@context', data['@context'] === 'https://schema.org', 'https://schema.org');
  check(problems, 'Article', data, '@type', data['@type'] === 'Article', "'Article'");
  check(
    problems,
    'Article',
    data,
    'headline',
    isText(data.headline) && data.headline.length <= 110,
    'a headline of 110 characters at most',
  );
  check(problems, 'Article', data, 'description', isText(data.description), 'a text');
  check(problems, 'Article', data, 'image', imageOk(data.image), 'absolute image URLs');
  check(problems, 'Article', data, 'datePublished', isIsoDate(data.datePublished), 'an ISO 8601 date');
  if (data.dateModified !== undefined)
    check(problems, 'Article', data, 'dateModified', isIsoDate(data.dateModified), 'an ISO 8601 date');
  const authors = Array.isArray(data.author) ? data.author : [data.author];
  check(
    problems,
    'Article',
    data,
    'author',
    authors.every(
      (author) =>
        isObject(author) && ['Person', 'Organization'].includes(String(author['@type'])) && isText(author.name),
    ),
    'a Person or Organization with a name',
  );
  problems.push(...organizationProblems(data.publisher, 'Article.publisher'));
  if (isObject(data.publisher))
    check(problems, 'Article.publisher', data.publisher, 'logo', data.publisher.logo !== undefined, 'a logo');
  const page = data.mainEntityOfPage;
  check(
    problems,
    'Article',
    data,
    'mainEntityOfPage',
    isAbsoluteUrl(page) || (isObject(page) && isAbsoluteUrl(page['@id'])),
    'the absolute address of its page',
  );
  return problems;
};

const VALIDATORS: Record<string, (data: unknown) => string[]> = {
  Product: productProblems,
  BreadcrumbList: breadcrumbListProblems,
  Article: articleProblems,
  Organization: (data) => organizationProblems(data),
};

/** The problems of one JSON-LD object, by its `@type` (a type this validator does not know is one). */
export const structuredDataProblems = (data: unknown): string[] => {
  const type = typeOf(data);
  const validate = type ? VALIDATORS[type] : undefined;
  return validate ? validate(data) : [`unknown @type ${JSON.stringify(type)}`];
};
