/** docs/product/shell.md#crawlers: crawlers and prerender agents are not real browsers; they get the card's data at once. */
export { isCrawler } from '@qs/shared';
