/** Seed 002 §6: crawlers and prerender agents are not real browsers; they get the card's data at once. */
const CRAWLERS = /scully|prerender|googlebot|bingbot|petalbot|yahoo|ahrefs/i;

export const isCrawler = (userAgent: string): boolean => CRAWLERS.test(userAgent);
