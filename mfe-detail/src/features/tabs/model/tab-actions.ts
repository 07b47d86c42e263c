import type { PlanTab } from '@qs/shared';

/** A button that opens another tab (docs/product/detail.md#tabs: button action). `labelKey` is in the 'tabs' i18n group. */
export interface TabAction {
  target: string;
  labelKey: string;
}

/** The request tab's action: the request button a partner may turn off (docs/product/shell.md#partner-layout-switches). */
export const REQUEST_ACTION_TARGET = 'Solicitar';

/** The header's actions: the price detail and the request tab. */
export const HEADER_ACTIONS: TabAction[] = [
  { target: 'Detalle-de-Precio', labelKey: 'tabs.actions.price' },
  { target: REQUEST_ACTION_TARGET, labelKey: 'tabs.actions.request' },
];

/** An action shows when its target tab can be opened, and hides while that tab is active. */
export const visibleActions = (actions: readonly TabAction[], tabs: readonly PlanTab[], active: string): TabAction[] =>
  actions.filter(
    (action) => action.target !== active && tabs.some((tab) => tab.url === action.target && !tab.disabled),
  );
