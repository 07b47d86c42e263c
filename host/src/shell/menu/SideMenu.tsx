import { useEffect, useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useHostTranslation } from '../i18n';
import { MainNav } from './MainNav';
import type { MainMenu } from './useMainMenu';

export const SIDE_MENU_OPEN_CLASS = 'qs-side-menu-open';

export interface SideMenuProps {
  menu: MainMenu;
}

/**
 * Mobile menu: the hamburger opens a modal drawer (focus moves in and is kept there, Escape or
 * the close button closes it, focus returns to the hamburger). The body carries
 * `qs-side-menu-open` while it is open.
 */
export const SideMenu = ({ menu }: SideMenuProps) => {
  const { t } = useHostTranslation();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!open) return;
    document.body.classList.add(SIDE_MENU_OPEN_CLASS);
    return () => document.body.classList.remove(SIDE_MENU_OPEN_CLASS);
  }, [open]);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="qs-hamburger" aria-label={open ? t('header.closeMenu') : t('header.openMenu')}>
        <span className="qs-hamburger__bars" aria-hidden="true" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="qs-side-menu__overlay" />
        <Dialog.Content className="qs-side-menu" aria-describedby={undefined}>
          <div className="qs-side-menu__header">
            <Dialog.Title className="qs-side-menu__title">{t('header.sideMenuTitle')}</Dialog.Title>
            <Dialog.Close className="qs-side-menu__close" aria-label={t('header.closeMenu')}>
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          </div>
          <MainNav menu={menu} variant="drawer" onNavigate={() => setOpen(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
};
