import type { PlanTab } from '@qs/shared';

export const REQUEST_TAB = 'Solicitar';

/**
 * The request column beside the content (docs/product/detail.md#request-column-and-fixed-bar: "active for requests and can be requested"):
 * tabs whose content has a side child (`showContentChild`), enabled, and not the request tab itself (its
 * content is the widget). A plan without tabs is its overview, which has the column.
 */
export const showsRequestColumn = (tab: PlanTab | undefined): boolean =>
  !tab || (tab.showContentChild === true && !tab.disabled && tab.url !== REQUEST_TAB);

/** The fixed bottom bar: the header is out of view and the active tab allows it (not on the request tab). */
export const showsFixedBar = (tab: PlanTab | undefined, headerInView: boolean): boolean =>
  !headerInView && (tab?.headerFixed ?? true) && tab?.url !== REQUEST_TAB;
