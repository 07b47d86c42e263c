import { getMenu, useApiRequest } from '@qs/shared';

/**
 * The menu service's items for this slice's pages (the home's category box, the product map): the same request as
 * the header's menu (one key, 'menu'), so a server-rendered page carries it once and both hydrate from it.
 */
export const useSiteMenu = () => useApiRequest('menu', getMenu);
