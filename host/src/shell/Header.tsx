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
 */
export const Header = () => {
  const site = useSite();
  const { partner } = site;
  const { pathname } = useSiteLocation();
  const isDesktop = useIsDesktop();
  const hidden = useHideOnScroll(!isDesktop);
  const menu = useMainMenu(site);
  const isHome = pathname === paths.home.path;
  const className = ['qs-header', isHome && 'qs-header--home', hidden && 'qs-header--hidden'].filter(Boolean).join(' ');

  return (
    <header className={className} data-home={isHome ? 'true' : undefined}>
      {partner && <PartnerBanner partner={partner} />}
      <UserModeBanner />
      <div className="qs-header__bar">
        <SiteLogo partner={partner} />
        {isDesktop && <MainNav menu={menu} variant="bar" />}
        <div className="qs-header__actions">
          {!partner && <NotificationBell />}
          {!isDesktop && <SideMenu menu={menu} />}
        </div>
      </div>
    </header>
  );
};
