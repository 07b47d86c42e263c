/** True for crawlers and prerender agents (scully, prerender, googlebot, bingbot, petalbot, yahoo, ahrefs) (docs/product/shell.md#crawlers). */
export const isCrawler: (userAgent: string | undefined | null) => boolean;
