import { anchoredPopoverModule } from '../primitives/lazy-primitives';
import { useDeferredPanel } from '../primitives/deferred-module';
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
  const { open, setOpen, trigger, panelId, panel, triggerProps } = useDeferredPanel(anchoredPopoverModule);
  const Popover = panel?.default;
  const follow = () => {
    setOpen(false);
    onNavigate?.();
  };
  return (
    <>
      <button {...triggerProps} className="qs-menu__trigger" onClick={() => setOpen(!open)}>
        {entry.label}
        <span className="qs-menu__chevron" aria-hidden="true" />
      </button>
      {Popover && (
        <Popover
          anchor={trigger}
          id={panelId}
          className="qs-submenu"
          aria-label={entry.label}
          align="start"
          sideOffset={12}
          onClose={() => setOpen(false)}
        >
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
