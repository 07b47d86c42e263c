/** The paging query parameter of the site (docs/product/content.md#routes). */
export const PAGE_PARAM = 'pagina';
