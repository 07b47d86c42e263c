// The plan's tabs: the tab bar, the header's tab buttons, each tab's content and the tab in the URL.
export { TabActions, type TabActionsProps } from './components/TabActions';
export { TabBar, panelId, tabId, type TabBarProps } from './components/TabBar';
export { TabContent, type TabContentProps } from './components/TabContent';
export { useHighlightTest } from './hooks/useHighlightTest';
export { useModalTabHistory } from './hooks/useModalTabHistory';
export { usePageTabRoute, useUnknownTabFallback, type TabRoute } from './hooks/useTabRoute';
export { sectionTitle } from './model/section-titles';
export { resolveTab, splitTabs, visibleTabs } from './model/tab-list';
