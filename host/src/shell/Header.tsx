import { useSiteLocation } from '../app/useSiteLocation';
import { paths } from '@qs/shared';
import { useSite } from '../app/site-context';
import { MainNav } from './menu/MainNav';
import { SideMenu } from './menu/SideMenu';
import { useIsDesktop } from './menu/useIsDesktop';
import { useMainMenu } from './menu/useMainMenu';
import { NotificationBell } from './notifications/NotificationBell';
import { PartnerBanner } from './PartnerBanner';
import { SiteLogo } from './SiteLogo';
import { useHideOnScroll } from './scroll/useHideOnScroll';
import { UserModeBanner } from './user-mode/UserModeBanner';
import './header.css';

/**
 * The site header: partner and user-mode banners, logo, main menu (a row from 1200 px, a
 * drawer below), notification bell. A partner site shows the partner's logo and no bell (the
 * bell's notification is QuieroSeguro's own promotion). Marked as home on '/'; on mobile it
 * slides away while the visitor scrolls down and comes back when they scroll up.
 *
 * The server and the hydration render do not know the viewport: they draw the menu row and the hamburger,
 * and header.css shows one of them by the breakpoint, so a phone's first paint is already its own and
 * hydration matches. Once the viewport is known, the hidden one is left out (nothing on screen moves).
 */
export const Header = () => {
  const site = useSite();
  const { partner } = site;
  const { pathname } = useSiteLocation();
  const isDesktop = useIsDesktop();
  const hidden = useHideOnScroll(isDesktop === false);
  const menu = useMainMenu(site);
  const isHome = pathname === paths.home.path;
  const className = ['qs-header', isHome && 'qs-header--home', hidden && 'qs-header--hidden'].filter(Boolean).join(' ');

  return (
    <header className={className} data-home={isHome ? 'true' : undefined}>
      {partner && <PartnerBanner partner={partner} />}
      <UserModeBanner />
      <div className="qs-header__bar">
        <SiteLogo partner={partner} />
        {isDesktop !== false && <MainNav menu={menu} variant="bar" />}
        <div className="qs-header__actions">
          {!partner && <NotificationBell />}
          {isDesktop !== true && <SideMenu menu={menu} />}
        </div>
      </div>
    </header>
  );
};
