import { useId, useRef, useState } from 'react';
import { anchoredPopoverModule } from '../primitives/lazy-primitives';
import { useDeferredModule } from '../primitives/deferred-module';
import { MenuLink } from './MenuLink';
import type { MenuEntry } from './menu-entries';

export interface SubmenuProps {
  entry: MenuEntry;
  onNavigate?: () => void;
}

/**
 * Desktop submenu: a button opening a popover with the item's categories (focus moves in,
 * Escape or an outside click closes it, focus comes back to the button). The popover's code
 * starts loading when the pointer or focus reaches the button.
 */
export const SubmenuPopover = ({ entry, onNavigate }: SubmenuProps) => {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const Popover = useDeferredModule(anchoredPopoverModule, open)?.default;
  const follow = () => {
    setOpen(false);
    onNavigate?.();
  };
  return (
    <>
      <button
        ref={button}
        type="button"
        className="qs-menu__trigger"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onPointerEnter={anchoredPopoverModule.warm}
        onFocus={anchoredPopoverModule.warm}
        onClick={() => setOpen(!open)}
      >
        {entry.label}
        <span className="qs-menu__chevron" aria-hidden="true" />
      </button>
      {open && Popover && (
        <Popover anchor={button} id={panelId} className="qs-submenu" aria-label={entry.label} align="start" sideOffset={12} onClose={() => setOpen(false)}>
          {entry.description && <p className="qs-submenu__description">{entry.description}</p>}
          <ul className="qs-submenu__list">
            {entry.children.map((child) => (
              <li key={child.href}>
                <MenuLink href={child.href} className="qs-submenu__link" onNavigate={follow}>
                  {child.label}
                </MenuLink>
              </li>
            ))}
          </ul>
        </Popover>
      )}
    </>
  );
};
