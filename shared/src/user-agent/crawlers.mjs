// Crawlers and prerender agents are treated as not real browsers (docs/product/forms.md#crawlers). One predicate for the
// browser (results cards load their lazy part at once) and the host's server (it sends them the prerendered
// page). Plain JavaScript so the server imports it without a build; typed by crawlers.d.mts.
const CRAWLERS = /scully|prerender|googlebot|bingbot|petalbot|yahoo|ahrefs/i;

export const isCrawler = (userAgent) => typeof userAgent === 'string' && CRAWLERS.test(userAgent);
