import { useId, useState } from 'react';
import { MenuLink } from './MenuLink';
import type { SubmenuProps } from './SubmenuPopover';

/** Drawer submenu: the categories nest under their item, shown and hidden by a disclosure button. */
export const SubmenuDisclosure = ({ entry, onNavigate }: SubmenuProps) => {
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <>
      <button
        type="button"
        className="qs-menu__trigger"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        {entry.label}
        <span className="qs-menu__chevron" aria-hidden="true" />
      </button>
      <ul id={listId} className="qs-menu__sublist" hidden={!open}>
        {entry.children.map((child) => (
          <li key={child.href}>
            <MenuLink href={child.href} className="qs-menu__link" onNavigate={onNavigate}>
              {child.label}
            </MenuLink>
          </li>
        ))}
      </ul>
    </>
  );
};
