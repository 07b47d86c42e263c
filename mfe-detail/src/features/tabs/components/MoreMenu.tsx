import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlanTab } from '@qs/shared';
import { TabIcon } from './TabIcon';

export interface MoreMenuProps {
  tabs: PlanTab[];
  active: string;
  onSelect: (url: string) => void;
}

/** 'Ver más' (docs/product/detail.md#tabs): a menu button (WAI-ARIA menu: arrows, Home, End, Escape) holding the phone's extra tabs. */
export const MoreMenu = ({ tabs, active, onSelect }: MoreMenuProps) => {
  const { t } = useTranslation('detail');
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const menuId = useId();
  const items = () => [...(menuRef.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]') ?? [])];

  useEffect(() => {
    if (!open) return;
    items()[0]?.focus();
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLButtonElement);
    const next = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: list.length - 1 }[event.key];
    if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    } else if (next !== undefined) {
      event.preventDefault();
      list[(next + list.length) % list.length]?.focus();
    }
  };

  const activeInMenu = tabs.find((tab) => tab.url === active);
  const inMenu = activeInMenu !== undefined;
  return (
    <div className="qs-tabs__more">
      <button
        ref={buttonRef}
        type="button"
        className={`qs-tabs__more-button${inMenu ? ' qs-tabs__more-button--active' : ''}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        {activeInMenu ? (
          // The tab being shown, not only 'Ver más': the bar says where the visitor is.
          <>
            <span className="qs-tabs__hidden">{t('tabs.more')}: </span>
            {activeInMenu.title}
          </>
        ) : (
          t('tabs.more')
        )}
      </button>
      {open && (
        <ul
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={t('tabs.more')}
          className="qs-tabs__menu"
          onKeyDown={onMenuKeyDown}
        >
          {tabs.map((tab) => (
            <li key={tab.url} role="none">
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                aria-current={tab.url === active ? 'page' : undefined}
                aria-disabled={tab.disabled || undefined}
                className={`qs-tabs__menu-item${tab.highlight ? ' qs-tabs__tab--highlight' : ''}`}
                onClick={() => {
                  if (tab.disabled) return;
                  close(true);
                  onSelect(tab.url);
                }}
              >
                <TabIcon name={tab.icon} />
                <span>{tab.title}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
};
