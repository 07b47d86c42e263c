import { useState } from 'react';
import * as Popover from '@radix-ui/react-popover';
import { MenuLink } from './MenuLink';
import type { MenuEntry } from './menu-entries';

export interface SubmenuProps {
  entry: MenuEntry;
  onNavigate?: () => void;
}

/**
 * Desktop submenu: a button opening a popover with the item's categories. Radix moves focus
 * into it, closes it on Escape or outside click and gives focus back to the button.
 */
export const SubmenuPopover = ({ entry, onNavigate }: SubmenuProps) => {
  const [open, setOpen] = useState(false);
  const follow = () => {
    setOpen(false);
    onNavigate?.();
  };
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger className="qs-menu__trigger">
        {entry.label}
        <span className="qs-menu__chevron" aria-hidden="true" />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content className="qs-submenu" aria-label={entry.label} align="start" sideOffset={12}>
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
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
};
