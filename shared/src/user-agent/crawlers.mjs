// Crawlers and prerender agents are treated as not real browsers (docs/product/shell.md#crawlers): in the
// browser, results cards load their lazy part at once for them (they never scroll). The server sends them
// what it sends everyone. Plain JavaScript; typed by crawlers.d.mts.
const CRAWLERS = /scully|prerender|googlebot|bingbot|petalbot|yahoo|ahrefs/i;

export const isCrawler = (userAgent) => typeof userAgent === 'string' && CRAWLERS.test(userAgent);
