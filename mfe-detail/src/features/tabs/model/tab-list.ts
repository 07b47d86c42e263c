import type { PlanTab } from '@qs/shared';
import { HOME_TAB } from '../../../common/model/plan-url';

/** On a phone 3 tabs stay inline, the rest go to the 'Ver más' menu (docs/product/detail.md#tabs). */
export const PHONE_INLINE_TABS = 3;
/** Tabs flagged for the menu are ordered last, at 99 (docs/product/detail.md#tabs). */
export const MORE_MENU_ORDER = 99;

/** Hidden tabs are left out everywhere (bar, menu and URL). */
export const visibleTabs = (tabs: readonly PlanTab[]): PlanTab[] => tabs.filter((tab) => !tab.hidden);

/** The tabs shown inline and the ones in the 'Ver más' menu (none off a phone). */
export const splitTabs = (tabs: readonly PlanTab[], phone: boolean): { inline: PlanTab[]; more: PlanTab[] } => {
  if (!phone) return { inline: [...tabs], more: [] };
  const order = (tab: PlanTab) => (tab.inMenuMore ? MORE_MENU_ORDER : 0);
  const ordered = [...tabs].sort((a, b) => order(a) - order(b));
  return { inline: ordered.slice(0, PHONE_INLINE_TABS), more: ordered.slice(PHONE_INLINE_TABS) };
};

/**
 * The tab a URL segment opens: a visible, enabled tab of that url; `known: false` when the segment names
 * none (the page then falls back to 'home', replacing the URL). Case-insensitive, as the API's by-url is.
 */
export const resolveTab = (segment: string, tabs: readonly PlanTab[]): { tab: PlanTab | undefined; known: boolean } => {
  const usable = tabs.filter((tab) => !tab.disabled);
  const found =
    usable.find((tab) => tab.url === segment) ?? usable.find((tab) => tab.url.toLowerCase() === segment.toLowerCase());
  if (found) return { tab: found, known: true };
  const home = usable.find((tab) => tab.url === HOME_TAB) ?? usable[0];
  return { tab: home, known: segment === HOME_TAB };
};
