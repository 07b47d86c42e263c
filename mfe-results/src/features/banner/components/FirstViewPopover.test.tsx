import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COMPARATORS, addSliceTranslations, type Profile } from '@qs/shared';
import es from '../../../i18n/es.json';
import { bannerConfig, enteredProfile, setViewport, stubBannerApi } from '../test/banner-fixtures';
import { CompareBanner } from './CompareBanner';

addSliceTranslations('results', es);
const eps = COMPARATORS[0]!;
const POPOVER = { name: '¿Quiénes serán asegurados?' };

beforeEach(() => {
  jest.useFakeTimers();
  setViewport(false);
  stubBannerApi(bannerConfig());
});
afterEach(() => jest.useRealTimers());

const advance = (ms: number) => act(async () => void jest.advanceTimersByTime(ms));

const renderBanner = async (profile: Profile | null = null) => {
  const onOpenProfile = jest.fn();
  const view = render(<CompareBanner comparator={eps} profile={profile} onOpenProfile={onOpenProfile} />);
  await screen.findByRole('region', { name: 'Compara planes complementarios de EPS' });
  return { ...view, onOpenProfile };
};

/** Arrives, waits the product's 9 s (docs/product/results.md#first-view) and returns the open popover. */
const openFirstView = async () => {
  const view = await renderBanner();
  await advance(9000);
  return { ...view, popover: await screen.findByRole('dialog', POPOVER) };
};

describe('first-view popover', () => {
  it('opens 9 s after arrival with no overlay, takes focus, closes by itself 5 s later giving focus back, and never again', async () => {
    const before = document.createElement('button');
    before.textContent = 'Antes';
    document.body.append(before);
    before.focus();
    const { unmount } = await renderBanner();
    await advance(8800);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem('qs-compare-first-view')).toBeNull();

    await advance(200);
    const popover = await screen.findByRole('dialog', POPOVER);
    expect(popover).toHaveTextContent('Cuéntanos la edad de cada persona');
    // Nothing covers the page: only the panel itself is added to it.
    expect(screen.queryByTestId('first-view-overlay')).not.toBeInTheDocument();
    expect(document.querySelector('.qs-banner-overlay')).toBeNull();
    // Focus moves into it, to its action.
    expect(screen.getByRole('button', { name: 'Ingresar asegurados' })).toHaveFocus();
    expect(JSON.parse(localStorage.getItem('qs-compare-first-view')!)).toEqual({ seenAt: expect.any(String) });

    await advance(4900);
    expect(screen.getByRole('dialog', POPOVER)).toBeInTheDocument();
    await advance(100);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(before).toHaveFocus();

    unmount();
    before.remove();
    await renderBanner();
    await advance(30_000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on Escape, giving focus back', async () => {
    await openFirstView();
    expect(screen.getByRole('button', { name: 'Ingresar asegurados' })).toHaveFocus();
    await act(
      async () => void (await userEvent.setup({ advanceTimers: jest.advanceTimersByTime }).keyboard('{Escape}')),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body).toHaveFocus();
  });

  it('a click elsewhere on the page reaches what was clicked and closes the popover', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const clicked = jest.fn();
    const other = document.createElement('button');
    other.textContent = 'Ver plan';
    other.addEventListener('click', clicked);
    document.body.append(other);
    const first = await openFirstView();
    await user.click(screen.getByRole('button', { name: 'Ver plan' }));
    expect(clicked).toHaveBeenCalledTimes(1);
    expect(first.popover).not.toBeInTheDocument();
    other.remove();
    first.unmount();

    localStorage.clear(); // a new visitor
    const second = await openFirstView();
    await user.click(within(second.popover).getByRole('button', { name: 'Cerrar' }));
    expect(second.popover).not.toBeInTheDocument();
  });

  it('its button opens the profile modal and closes the popover', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { popover, onOpenProfile } = await openFirstView();
    await user.click(screen.getByRole('button', { name: 'Ingresar asegurados' }));
    expect(onOpenProfile).toHaveBeenCalledTimes(1);
    expect(popover).not.toBeInTheDocument();
  });

  it('is disabled on a phone', async () => {
    setViewport(true);
    await renderBanner();
    await advance(30_000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem('qs-compare-first-view')).toBeNull();
  });

  it('does not open once a profile was entered', async () => {
    await renderBanner(enteredProfile());
    await advance(30_000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not interrupt a visitor who tapped or typed in those 9 s, and is not counted as seen then', async () => {
    const first = await renderBanner();
    await advance(3000);
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await advance(6000);
    expect(screen.queryByRole('dialog', POPOVER)).not.toBeInTheDocument();
    expect(localStorage.getItem('qs-compare-first-view')).toBeNull();

    // The next visit without a tap gets it.
    first.unmount();
    await renderBanner();
    await advance(9000);
    expect(await screen.findByRole('dialog', POPOVER)).toBeInTheDocument();
  });

  it('does not cover a dialog the visitor already opened, and counts as seen', async () => {
    await renderBanner();
    const modal = document.createElement('dialog');
    modal.setAttribute('open', '');
    document.body.append(modal);
    await advance(9000);
    expect(screen.queryByRole('dialog', POPOVER)).not.toBeInTheDocument();
    expect(localStorage.getItem('qs-compare-first-view')).not.toBeNull();
    modal.remove();
  });
});
