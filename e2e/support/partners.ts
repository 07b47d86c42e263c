import type { Page } from '@playwright/test';
import fixtures from '../../api/src/fixtures/content/partners.json';

export interface PartnerFixture {
  subdomain: string;
  name: string;
  allowedUrls: string[];
  allowedOrganizations: number[];
  allowedRemotes: string[];
  footerEnabledRoutes: string[];
  subdomainBanner: { color: string; endGradient: string };
  subdomainLayout: { chatEnabled: boolean };
  redirects: { allowedPaths: string[]; defaultPath: string };
  SEOMetadata: { title: string; description: string };
  iframe: { token: string; origin: string };
}

const partner = (subdomain: string): PartnerFixture => {
  const found = (fixtures as PartnerFixture[]).find((entry) => entry.subdomain === subdomain);
  if (!found) throw new Error(`No partner fixture ${subdomain}`);
  return found;
};

/** The API's two partners: `aliado` (results, detail, forms; two organizations) and `cooperativa` (everything). */
export const ALIADO = partner('aliado');
export const COOPERATIVA = partner('cooperativa');

export const SITE = 'http://localhost:3000';
/** The browser resolves *.localhost itself; Node's request API does not. */
export const originOf = (fixture: PartnerFixture): string => `http://${fixture.subdomain}.localhost:3000`;

/** Same-origin fetch run by the page (partner origins cannot be reached from Node). */
export const fetchJsonInPage = <T = unknown>(page: Page, url: string): Promise<T> =>
  page.evaluate(async (address) => (await fetch(address)).json(), url) as Promise<T>;

/** '#004B8D' → 'rgb(0, 75, 141)', as computed styles report colours. */
export const hexToRgb = (hex: string): string => {
  const value = hex.replace('#', '');
  const [r, g, b] = [0, 2, 4].map((start) => parseInt(value.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
};
