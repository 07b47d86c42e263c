/** "On mobile" (docs/product/detail.md#tabs): the site's phone breakpoint (below 780 px). */
export const PHONE_QUERY = '(max-width: 779.98px)';
