import { getMenu, useApiRequest } from '@qs/shared';

/**
 * The menu service's items for this slice's pages (the home's category box, the product map). Not under the
 * header's key ('menu'): the shell hydrates first and uses that carried answer once, before this slice's code
 * has arrived, so under the same key the page's hydration would find no answer and draw its placeholder where
 * the server drew the menu. The API client's cache still makes it one call in the browser.
 */
export const useSiteMenu = () => useApiRequest('content:menu', getMenu);
