import { useRef, type KeyboardEvent } from 'react';
import './tabs.css';
import { useTranslation } from 'react-i18next';
import type { PlanTab } from '@qs/shared';
import { MoreMenu } from './MoreMenu';
import { TabIcon } from './TabIcon';
import { splitTabs } from '../model/tab-list';

export interface TabBarProps {
  tabs: PlanTab[];
  active: string;
  phone: boolean;
  /** Prefix of the tab and panel ids (two plans may be on screen: page and modal). */
  idPrefix: string;
  onSelect: (url: string) => void;
}

export const tabId = (idPrefix: string, url: string) => `${idPrefix}-tab-${url}`;
export const panelId = (idPrefix: string) => `${idPrefix}-panel`;

/**
 * WAI-ARIA tabs with manual activation: arrows, Home and End move the focus, Enter or Space opens the tab.
 * Opening a tab pushes a history entry (and may load a PDF), so moving the focus alone does not.
 */
export const TabBar = ({ tabs, active, phone, idPrefix, onSelect }: TabBarProps) => {
  const { t } = useTranslation('detail');
  const listRef = useRef<HTMLDivElement>(null);
  const { inline, more } = splitTabs(tabs, phone);
  const focusable = inline.some((tab) => tab.url === active) ? active : inline[0]?.url;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const buttons = [...(listRef.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]') ?? [])];
    const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (index < 0) return;
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: buttons.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    buttons[(next + buttons.length) % buttons.length]?.focus();
  };

  return (
    <div className="qs-tabs">
      <div ref={listRef} role="tablist" aria-label={t('tabs.label')} className="qs-tabs__list" onKeyDown={onKeyDown}>
        {inline.map((tab) => (
          <button
            key={tab.url}
            type="button"
            role="tab"
            id={tabId(idPrefix, tab.url)}
            aria-selected={tab.url === active}
            aria-controls={tab.url === active ? panelId(idPrefix) : undefined}
            aria-disabled={tab.disabled || undefined}
            tabIndex={tab.url === focusable ? 0 : -1}
            className={`qs-tabs__tab${tab.highlight ? ' qs-tabs__tab--highlight' : ''}${tab.class ? ` ${tab.class}` : ''}`}
            onClick={() => !tab.disabled && onSelect(tab.url)}
          >
            <TabIcon name={tab.icon} />
            <span>{tab.title}</span>
          </button>
        ))}
      </div>
      {more.length > 0 && <MoreMenu tabs={more} active={active} onSelect={onSelect} />}
    </div>
  );
};
