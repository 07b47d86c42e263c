/** Seed 002 §6: true for crawlers and prerender agents (scully, prerender, googlebot, bingbot, petalbot, yahoo, ahrefs). */
export const isCrawler: (userAgent: string | undefined | null) => boolean;
