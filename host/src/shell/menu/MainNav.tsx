import { useHostTranslation } from '../i18n';
import { MenuLink } from './MenuLink';
import { SubmenuDisclosure } from './SubmenuDisclosure';
import { SubmenuPopover } from './SubmenuPopover';
import type { MainMenu } from './useMainMenu';

export interface MainNavProps {
  menu: MainMenu;
  /** 'bar': the desktop header row with popovers; 'drawer': the mobile side menu. */
  variant: 'bar' | 'drawer';
  onNavigate?: () => void;
}

/** The 'Menú principal' landmark, in the header bar on desktop and inside the drawer on mobile. */
export const MainNav = ({ menu, variant, onNavigate }: MainNavProps) => {
  const { t } = useHostTranslation();
  const Submenu = variant === 'bar' ? SubmenuPopover : SubmenuDisclosure;
  return (
    <nav aria-label={t('header.mainMenu')} className={`qs-menu qs-menu--${variant}`}>
      <ul className="qs-menu__list">
        {menu.entries.map((entry) => (
          <li key={`${entry.label}|${entry.href}`} className="qs-menu__item">
            {entry.children.length ? (
              <Submenu entry={entry} onNavigate={onNavigate} />
            ) : (
              <MenuLink href={entry.href} className="qs-menu__link" onNavigate={onNavigate}>
                {entry.label}
              </MenuLink>
            )}
          </li>
        ))}
      </ul>
      {menu.failed && (
        <div className="qs-menu__error" role="alert">
          <span>{t('header.menuError')}</span>
          <button type="button" className="qs-menu__retry" onClick={menu.retry}>
            {t('header.retry')}
          </button>
        </div>
      )}
    </nav>
  );
};
