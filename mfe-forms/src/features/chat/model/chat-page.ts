import type { WebchatConfig } from '@qs/shared';

/** The product option preset for a page (docs/product/chat.md#the-product-preselected-for-the-page): the first row whose path the page's path starts with, else the first option. */
export const productIndexFor = (pathname: string, table: WebchatConfig['baseConfig']['productIndexByPath']): number =>
  table.find((row) => pathname.startsWith(row.path))?.index ?? 0;
