import { apiClient, emptyProfile, type ComparatorBanner, type Profile } from '@qs/shared';
import { jsonResponse } from '../../../test/plans';

export const bannerConfig = (overrides: Partial<ComparatorBanner> = {}): ComparatorBanner => ({
  isActive: true,
  homeCompare: false,
  title: 'Compara planes complementarios de EPS',
  description: 'Atiéndete más rápido y con más especialistas sin dejar tu EPS.',
  img: '/api/images/banners/EPS.svg',
  color: '#0E7C66',
  icon: 'eps',
  categories: [],
  ...overrides,
});

export const enteredProfile = (): Profile => ({
  ...emptyProfile(),
  ingresodatos: true,
  cotizante: [{ edad: 40, sexo: 'Femenino' }],
});

/** Only the network is stubbed: the banner call answers `banner` (undefined = 204); error reports are accepted. */
export const stubBannerApi = (banner: ComparatorBanner | undefined | Promise<Response>) => {
  apiClient.clearCache();
  const fetchMock = jest.fn((url: string) => {
    if (url.includes('/banner')) {
      if (banner instanceof Promise) return banner;
      return Promise.resolve(banner ? jsonResponse(200, { data: banner }) : jsonResponse(204, undefined));
    }
    return Promise.resolve(jsonResponse(202, { data: { id: 1 } }));
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
};

/** The viewport as matchMedia reports it: a phone is below the profile form's 780 px. */
export const setViewport = (phone: boolean) => {
  window.matchMedia = ((query: string) => ({
    matches: phone && query.includes('max-width: 779'),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
};
