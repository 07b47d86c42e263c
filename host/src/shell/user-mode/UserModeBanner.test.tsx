import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applySwitchesFromUrl, saveReferrer, type Referrer } from '@qs/shared';
import { renderShell } from '../test/render-shell';
import { UserModeBanner, userModeText } from './UserModeBanner';

const ana: Referrer = {
  email: 'ana@quieroseguro.co',
  name: 'Ana Gómez',
  loggedAs: 'referral',
  initialDate: new Date().toISOString(),
};
const banner = () => screen.queryByRole('complementary', { name: 'Modo de usuario' });
const panel = () => screen.findByRole('dialog', { name: 'Modo de usuario' });

afterEach(() => act(() => saveReferrer(null)));

describe('user-mode banner', () => {
  it('is not shown to an ordinary visitor', () => {
    renderShell(<UserModeBanner />);
    expect(banner()).not.toBeInTheDocument();
  });

  it("shows the referrer's name, and follows referrer changes on the bus", () => {
    renderShell(<UserModeBanner />);
    act(() => saveReferrer(ana));
    expect(banner()).toHaveTextContent('Ana Gómez');
    act(() => saveReferrer(null));
    expect(banner()).not.toBeInTheDocument();
  });

  it("shows 'Tráfico Interno' when the internal-traffic switch is on", () => {
    applySwitchesFromUrl('?internal-traffic=true');
    renderShell(<UserModeBanner />);
    expect(banner()).toHaveTextContent('Tráfico Interno');
  });

  it('prefers the referrer name over the internal-traffic label', () => {
    expect(userModeText(ana, true, 'Tráfico Interno')).toBe('Ana Gómez');
    expect(userModeText(null, true, 'Tráfico Interno')).toBe('Tráfico Interno');
    expect(userModeText(null, false, 'Tráfico Interno')).toBeNull();
  });
});

describe('user-mode banner button and side panel', () => {
  it('is a button named by its visible text that says it opens a dialog', () => {
    applySwitchesFromUrl('?internal-traffic=true');
    renderShell(<UserModeBanner />);
    const button = within(banner()!).getByRole('button', { name: 'Tráfico Interno' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens from the keyboard, keeps focus inside, and Escape closes it and gives focus back', async () => {
    applySwitchesFromUrl('?internal-traffic=true');
    const user = userEvent.setup();
    renderShell(<UserModeBanner />);
    await user.tab();
    const button = screen.getByRole('button', { name: 'Tráfico Interno' });
    expect(button).toHaveFocus();

    await user.keyboard('{Enter}');
    const dialog = await panel();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-controls', dialog.id);
    expect(within(dialog).getByText('Tráfico Interno')).toBeInTheDocument();
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes with its close button, focus back on the banner', async () => {
    act(() => saveReferrer(ana));
    const user = userEvent.setup();
    renderShell(<UserModeBanner />);
    const button = screen.getByRole('button', { name: 'Ana Gómez' });
    await user.click(button);
    const dialog = await panel();
    expect(within(dialog).getByText('Referido por Ana Gómez')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Cerrar panel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });
});
