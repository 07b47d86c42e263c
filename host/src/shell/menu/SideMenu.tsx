import { useEffect } from 'react';
import { useHostTranslation } from '../i18n';
import { drawerDialogModule } from '../primitives/lazy-primitives';
import { useDeferredPanel } from '../primitives/deferred-module';
import { MainNav } from './MainNav';
import type { MainMenu } from './useMainMenu';

export const SIDE_MENU_OPEN_CLASS = 'qs-side-menu-open';

export interface SideMenuProps {
  menu: MainMenu;
}

/**
 * Mobile menu: the hamburger opens a modal drawer (focus moves in and is kept there, Escape or
 * the close button closes it, focus returns to the hamburger). The body carries
 * `qs-side-menu-open` while it is open. The drawer's code loads on the first touch or focus.
 */
export const SideMenu = ({ menu }: SideMenuProps) => {
  const { t } = useHostTranslation();
  const { open, setOpen, trigger, panelId, panel, triggerProps } = useDeferredPanel(drawerDialogModule);
  const Drawer = panel?.default;

  useEffect(() => {
    if (!open) return;
    document.body.classList.add(SIDE_MENU_OPEN_CLASS);
    return () => document.body.classList.remove(SIDE_MENU_OPEN_CLASS);
  }, [open]);

  return (
    <>
      <button
        {...triggerProps}
        className="qs-hamburger"
        aria-label={open ? t('header.closeMenu') : t('header.openMenu')}
        onClick={() => setOpen(!open)}
      >
        <span className="qs-hamburger__bars" aria-hidden="true" />
      </button>
      {Drawer && (
        <Drawer
          opener={trigger}
          id={panelId}
          title={t('header.sideMenuTitle')}
          closeLabel={t('header.closeMenu')}
          onClose={() => setOpen(false)}
        >
          <MainNav menu={menu} variant="drawer" onNavigate={() => setOpen(false)} />
        </Drawer>
      )}
    </>
  );
};
