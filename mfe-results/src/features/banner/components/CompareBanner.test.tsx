import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COMPARATORS, addSliceTranslations, apiClient, setPartner, type PartnerConfig } from '@qs/shared';
import es from '../../../i18n/es.json';
import { jsonResponse } from '../../../test/plans';
import { bannerConfig, enteredProfile, setViewport, stubBannerApi } from '../test/banner-fixtures';
import {
  BANNER_MIN_HEIGHT_PX,
  BANNER_PHONE_ENTERED_MIN_HEIGHT_PX,
  BANNER_PHONE_MIN_HEIGHT_PX,
} from '../model/constants';
import { CompareBanner } from './CompareBanner';

addSliceTranslations('results', es);
const eps = COMPARATORS[0]!;
// The first-view popover has its own tests; here it is already seen.
beforeEach(() => {
  localStorage.setItem('qs-compare-first-view', JSON.stringify({ seenAt: '2026-01-01T00:00:00.000Z' }));
  setViewport(false);
  setPartner(null);
});

const renderBanner = (profile = null as ReturnType<typeof enteredProfile> | null, onOpenProfile = jest.fn()) => {
  const view = render(<CompareBanner comparator={eps} profile={profile} onOpenProfile={onOpenProfile} />);
  return { ...view, onOpenProfile };
};

/** The heights the banner reserves (its stylesheet picks desktop's or the phone's by the window's width). */
const reserved = (element: Element) => {
  const style = (element as HTMLElement).style;
  return {
    desktop: parseFloat(style.getPropertyValue('--qs-banner-min-height')),
    phone: parseFloat(style.getPropertyValue('--qs-banner-phone-min-height')),
  };
};

const formSlot = (container: HTMLElement) => container.querySelector('[data-remote-slot="forms"], .qs-spinner');

describe('CompareBanner', () => {
  it('keeps its height while the config loads, then shows title, description and image', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = stubBannerApi(new Promise<Response>((resolve) => (answer = resolve)));
    const { container } = renderBanner();
    const placeholder = container.querySelector('[aria-busy="true"]') as HTMLElement;
    expect(reserved(placeholder)).toEqual({ desktop: BANNER_MIN_HEIGHT_PX, phone: BANNER_PHONE_MIN_HEIGHT_PX });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/comparator/EPS/banner');

    answer(jsonResponse(200, { data: bannerConfig() }));
    const banner = await screen.findByRole('region', { name: 'Compara planes complementarios de EPS' });
    expect(within(banner).getByText('Compara planes complementarios de EPS')).toHaveClass('qs-banner__title');
    // The page's h1 names the comparator: the banner's title is no second heading.
    expect(within(banner).queryByRole('heading')).not.toBeInTheDocument();
    expect(reserved(banner)).toEqual({ desktop: BANNER_MIN_HEIGHT_PX, phone: BANNER_PHONE_MIN_HEIGHT_PX });
    expect(
      within(banner).getByText('Atiéndete más rápido y con más especialistas sin dejar tu EPS.'),
    ).toBeInTheDocument();
    expect(banner.querySelector('img')).toHaveAttribute('src', '/api/images/banners/EPS.svg');
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it('reserves the taller stacked height on a phone, loading and loaded alike', async () => {
    setViewport(true);
    let answer: (response: Response) => void = () => undefined;
    stubBannerApi(new Promise<Response>((resolve) => (answer = resolve)));
    const { container } = renderBanner();
    expect(reserved(container.querySelector('[aria-busy="true"]')!).phone).toBe(BANNER_PHONE_MIN_HEIGHT_PX);
    answer(jsonResponse(200, { data: bannerConfig() }));
    const banner = await screen.findByRole('region', { name: 'Compara planes complementarios de EPS' });
    expect(reserved(banner).phone).toBe(BANNER_PHONE_MIN_HEIGHT_PX);
  });

  it('reserves less on a phone once a profile exists (the banner collapses), loading and loaded alike', async () => {
    setViewport(true);
    let answer: (response: Response) => void = () => undefined;
    stubBannerApi(new Promise<Response>((resolve) => (answer = resolve)));
    const { container } = render(
      <CompareBanner comparator={eps} profile={enteredProfile()} onOpenProfile={jest.fn()} />,
    );
    expect(reserved(container.querySelector('[aria-busy="true"]')!).phone).toBe(BANNER_PHONE_ENTERED_MIN_HEIGHT_PX);
    answer(jsonResponse(200, { data: bannerConfig() }));
    const banner = await screen.findByRole('region', { name: 'Compara planes complementarios de EPS' });
    expect(reserved(banner).phone).toBe(BANNER_PHONE_ENTERED_MIN_HEIGHT_PX);
    expect(BANNER_PHONE_ENTERED_MIN_HEIGHT_PX).toBeLessThan(BANNER_PHONE_MIN_HEIGHT_PX);
  });

  it('shows no banner when it is inactive or the comparator has none (204)', async () => {
    stubBannerApi(bannerConfig({ isActive: false }));
    const first = renderBanner();
    expect(first.container).not.toBeEmptyDOMElement(); // the reserved box
    await waitFor(() => expect(first.container).toBeEmptyDOMElement());
    first.unmount();

    stubBannerApi(undefined);
    const second = renderBanner();
    expect(second.container).not.toBeEmptyDOMElement();
    await waitFor(() => expect(second.container).toBeEmptyDOMElement());
  });

  it('a config that failed is asked again when the page is retried (Reintentar of the list), and only then', async () => {
    apiClient.clearCache();
    let down = true;
    const fetchMock = jest.fn((url: string) => {
      if (!url.includes('/banner')) return Promise.resolve(jsonResponse(202, { data: { id: 1 } }));
      return Promise.resolve(
        down ? jsonResponse(500, { message: 'Error interno' }) : jsonResponse(200, { data: bannerConfig() }),
      );
    });
    global.fetch = fetchMock as unknown as typeof fetch;
    const banner = (retryToken: number) => (
      <CompareBanner comparator={eps} profile={null} onOpenProfile={jest.fn()} retryToken={retryToken} />
    );
    const { container, rerender } = render(banner(0));
    await waitFor(() => expect(container).toBeEmptyDOMElement());
    const bannerCalls = () => fetchMock.mock.calls.filter(([url]) => url.includes('/banner')).length;
    expect(bannerCalls()).toBe(1);

    down = false;
    rerender(banner(0));
    expect(bannerCalls()).toBe(1);
    rerender(banner(1));
    expect(await screen.findByRole('region', { name: 'Compara planes complementarios de EPS' })).toBeInTheDocument();
    expect(bannerCalls()).toBe(2);
    // A banner that is there is not asked again by the next retry.
    rerender(banner(2));
    expect(bannerCalls()).toBe(2);
  });

  it('without a profile warns that prices are starting prices, with no profile button of its own (the page has one)', async () => {
    stubBannerApi(bannerConfig());
    renderBanner();
    const warning = await screen.findByText(
      'Estos son precios desde: el valor final depende de quiénes serán asegurados.',
    );
    expect(within(warning).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /asegurados/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '¿Cómo calculamos tu precio?' })).toBeInTheDocument();
  });

  it('with a profile drops the warning and explains the price instead', async () => {
    stubBannerApi(bannerConfig());
    renderBanner(enteredProfile());
    expect(await screen.findByRole('button', { name: '¿Por qué este precio?' })).toBeInTheDocument();
    expect(screen.queryByText(/Estos son precios desde/)).not.toBeInTheDocument();
  });

  it('says beneficiarios on a partner site', async () => {
    setPartner({ name: 'aliado' } as PartnerConfig);
    stubBannerApi(bannerConfig());
    renderBanner();
    expect(await screen.findByText(/depende de quiénes serán beneficiarios\./)).toBeInTheDocument();
  });

  it("on a partner site is painted in the partner's subdomainBanner colours, without the comparator's picture", async () => {
    setPartner({ name: 'aliado', subdomainBanner: { color: '#004B8D', endGradient: '#00A3E0' } } as PartnerConfig);
    stubBannerApi(bannerConfig());
    renderBanner();
    const banner = await screen.findByRole('region', { name: 'Compara planes complementarios de EPS' });
    expect(banner.style.getPropertyValue('--qs-banner-color')).toBe('linear-gradient(90deg, #004B8D, #00A3E0)');
    expect(banner.querySelector('img')).toBeNull();
  });

  it("keeps the comparator's colour and picture on the main site and for a partner without banner colours", async () => {
    stubBannerApi(bannerConfig());
    const main = renderBanner();
    const banner = await screen.findByRole('region', { name: 'Compara planes complementarios de EPS' });
    expect(banner.style.getPropertyValue('--qs-banner-color')).toBe('#0E7C66');
    expect(banner.querySelector('img')).toHaveAttribute('src', '/api/images/banners/EPS.svg');
    main.unmount();

    setPartner({ name: 'aliado' } as PartnerConfig);
    renderBanner();
    const partnerBanner = await screen.findByRole('region', { name: 'Compara planes complementarios de EPS' });
    expect(partnerBanner.style.getPropertyValue('--qs-banner-color')).toBe('#0E7C66');
  });

  it('on desktop shows the profile form inside the banner only when the config says so', async () => {
    stubBannerApi(bannerConfig({ homeCompare: true }));
    const withForm = renderBanner();
    await screen.findByRole('region', { name: 'Compara planes complementarios de EPS' });
    expect(formSlot(withForm.container)).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Ingresar asegurados' })).not.toBeInTheDocument();
    withForm.unmount();

    stubBannerApi(bannerConfig({ homeCompare: false }));
    const without = renderBanner();
    await screen.findByRole('region', { name: 'Compara planes complementarios de EPS' });
    expect(formSlot(without.container)).toBeNull();
  });

  it('on a phone folds the form behind Ingresar asegurados / Contraer perfil and loads it only when opened', async () => {
    setViewport(true);
    stubBannerApi(bannerConfig());
    const { container } = renderBanner();
    const toggle = await screen.findByRole('button', { name: 'Ingresar asegurados' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const region = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(region).not.toBeVisible();
    expect(formSlot(container)).toBeNull();

    await userEvent.click(toggle);
    expect(toggle).toHaveAccessibleName('Contraer perfil');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(region).toBeVisible();
    // The forms slice is not registered in a unit test: the slot tries and fails (a page reports a module's failed
    // load once, shared/src/remotes/RemoteSlot.test.tsx; an earlier test here already has).
    expect(await within(region).findByRole('button', { name: 'Reintentar' })).toBeInTheDocument();

    await userEvent.click(toggle);
    expect(toggle).toHaveAccessibleName('Ingresar asegurados');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('on a phone the toggle reads Editar asegurados once a profile was entered', async () => {
    setViewport(true);
    stubBannerApi(bannerConfig());
    renderBanner(enteredProfile());
    expect(await screen.findByRole('button', { name: 'Editar asegurados' })).toHaveAttribute('aria-expanded', 'false');
  });
});

describe("the banner's category list", () => {
  it("lists the comparator's categories as links in a named navigation", async () => {
    stubBannerApi(
      bannerConfig({
        categories: [
          { title: 'Salud Andina EPS', url: '/EPS/salud-andina-eps', displayName: 'Salud Andina EPS' },
          { title: 'Guía', url: '/QS-Blog/guia-eps', displayName: '' },
        ],
      }),
    );
    renderBanner();
    const list = await screen.findByRole('navigation', { name: 'Categorías de Planes complementarios de EPS' });
    expect(within(list).getByRole('link', { name: 'Salud Andina EPS' })).toHaveAttribute(
      'href',
      '/EPS/salud-andina-eps',
    );
    // A category without a display name shows its title.
    expect(within(list).getByRole('link', { name: 'Guía' })).toHaveAttribute('href', '/QS-Blog/guia-eps');
    expect(within(list).getByText('Explora también')).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows no list when the comparator has no other category (or an older answer has none)', async () => {
    stubBannerApi(bannerConfig({ categories: [] }));
    renderBanner();
    await screen.findByRole('region', { name: 'Compara planes complementarios de EPS' });
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
