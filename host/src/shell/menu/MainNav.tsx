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
      {/* Until the menu service answers, the row holds the shell's own entries on one line, and the answer
          replaces the whole list rather than reflowing it: the menu's groups have other names and widths,
          and entries moving along the row are layout shifts (docs/architecture.md#layout-shift-and-long-tasks). */}
      <ul
        key={menu.loading ? 'loading' : 'ready'}
        className={menu.loading ? 'qs-menu__list qs-menu__list--loading' : 'qs-menu__list'}
      >
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
