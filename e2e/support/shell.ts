import { expect, type Locator, type Page } from '@playwright/test';

/** Texts of the shell (host/src/i18n/es.json) that the specs look for. */
export const SHELL = {
  mainMenu: 'Menú principal',
  openMenu: 'Abrir menú',
  closeMenu: 'Cerrar menú',
  drawer: 'Menú',
  menuError: 'Ups! algo salió mal.',
  retry: 'Reintentar',
  bell: 'Notificaciones',
  userMode: 'Modo de usuario',
  loading: 'Cargando…',
  defaultTitle: 'Cotiza y contrata online',
} as const;

export const header = (page: Page): Locator => page.getByRole('banner');
export const footer = (page: Page): Locator => page.getByRole('contentinfo');

/** Whether this project drives the phone viewport (the menu is a drawer below 1200 px). */
export const isPhone = (page: Page): boolean => (page.viewportSize()?.width ?? 1280) < 1200;

/**
 * The 'Menú principal' landmark as a visitor reaches it: in the header row on desktop, inside the
 * drawer opened from the hamburger on a phone.
 */
export const openMainMenu = async (page: Page): Promise<Locator> => {
  if (!isPhone(page)) return header(page).getByRole('navigation', { name: SHELL.mainMenu });
  await header(page).getByRole('button', { name: SHELL.openMenu }).click();
  const drawer = page.getByRole('dialog', { name: SHELL.drawer });
  await expect(drawer).toBeVisible();
  return drawer.getByRole('navigation', { name: SHELL.mainMenu });
};

/**
 * Goes to the EPS comparator through the main menu (`menu`, already open, or opened here): the menu
 * service's 'EPS' group holds the comparison (docs/product/shell.md#menu: the menu says each thing once); without the
 * service, the shell's own link 'Planes complementarios de EPS' is there instead.
 */
export const followComparatorLink = async (page: Page, menu?: Locator): Promise<void> => {
  const nav = menu ?? (await openMainMenu(page));
  const group = nav.getByRole('button', { name: 'EPS', exact: true });
  const link = nav.getByRole('link', { name: 'Planes complementarios de EPS', exact: true });
  await expect(group.or(link)).toBeVisible();
  if (await link.isVisible()) return link.click();
  await group.click();
  const submenu = isPhone(page) ? nav : page.getByRole('dialog', { name: 'EPS' });
  await submenu.getByRole('link', { name: 'Comparar planes complementarios' }).click();
};

/** The spinner RemoteSlot shows in the page area while a remote loads. */
export const routeSpinner = (page: Page): Locator =>
  page.getByRole('main').getByRole('status').filter({ hasText: SHELL.loading });

/** Waits until the shell has rendered (the header's logo link, the site's or the partner's, is there). */
export const shellReady = async (page: Page): Promise<void> => {
  // QuieroSeguro's logo link, or a partner's ('Banco Aliado, ir al inicio').
  await expect(header(page).getByRole('link', { name: /, ir al inicio$/ })).toBeVisible();
};

/**
 * Waits until the route's page has settled: its slice is mounted (or shows its error panel), so
 * any redirect of the route table or the partner gate has already happened.
 */
export const pageSettled = async (page: Page): Promise<void> => {
  await shellReady(page);
  await expect(page.getByRole('main').locator('[data-remote-slot]').first()).toBeAttached();
};
