import { act, screen } from '@testing-library/react';
import { applySwitchesFromUrl, saveReferrer, type Referrer } from '@qs/shared';
import { renderShell } from '../test/render-shell';
import { UserModeBanner, userModeText } from './UserModeBanner';

const ana: Referrer = { email: 'ana@quieroseguro.co', name: 'Ana Gómez', loggedAs: 'referral', initialDate: new Date().toISOString() };
const banner = () => screen.queryByRole('complementary', { name: 'Modo de usuario' });

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
