import { paths } from '@qs/shared';
import type { SiteStart } from '../../start/start-site';
import { useHostTranslation } from '../i18n';
import { useShellRequest } from '../shell-requests';
import { siteLinks } from '../site-links';
import { comparatorEntries, forPartner, fromMenuItem, linkEntry, mergeMenu, type MenuEntry } from './menu-entries';

export interface MainMenu {
  entries: MenuEntry[];
  /** The menu service failed: the header says so and offers `retry`. */
  failed: boolean;
  /** The menu service has not answered yet: `entries` are the ones the shell always shows. */
  loading: boolean;
  retry: () => void;
}

/**
 * The comparators and the blog always lead the menu (they work without the menu service),
 * then the items of GET /api/menu, then Contacto and the customer portal. Partner sites have
 * no blog link and only links where the visitor can stay (`forPartner`).
 */
export const useMainMenu = (site: Pick<SiteStart, 'partner' | 'slices'>): MainMenu => {
  const { partner } = site;
  const { t } = useHostTranslation();
  const { state, retry } = useShellRequest('menu');
  const fromApi = state.status === 'ready' ? state.value.map(fromMenuItem) : [];
  const entries = mergeMenu(
    comparatorEntries(),
    partner ? [] : [linkEntry(t('header.blog'), paths.blog.getHref())],
    fromApi,
    [
      linkEntry(t('header.contact'), siteLinks.contact),
      linkEntry(t('header.customerPortal'), siteLinks.customerPortal),
    ],
  );
  return {
    entries: forPartner(entries, site),
    failed: state.status === 'error' || state.status === 'not-found',
    loading: state.status === 'loading',
    retry,
  };
};
