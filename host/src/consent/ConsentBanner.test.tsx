import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConsentBanner, ConsentSettingsLink } from './ConsentBanner';
import { CONSENT_KEY, resetConsentCache } from './consent-store';
import { closeConsentSettings } from './useConsent';

const stored = () => JSON.parse(localStorage.getItem(CONSENT_KEY) ?? 'null');
const banner = () => screen.queryByRole('region', { name: 'Tu privacidad' });

describe('ConsentBanner', () => {
  beforeEach(() => {
    localStorage.clear();
    resetConsentCache();
    closeConsentSettings();
  });

  it("asks a first-time visitor, linking the data policy; 'Aceptar' allows both purposes and the banner goes", async () => {
    render(<ConsentBanner />);
    expect(banner()).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Política de tratamiento de datos personales' })).toHaveAttribute(
      'href',
      '/politica-de-tratamiento-de-datos',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Aceptar' }));
    expect(stored()).toMatchObject({ version: 1, analytics: true, advertising: true });
    expect(banner()).not.toBeInTheDocument();
  });

  it("'Rechazar' refuses both", async () => {
    render(<ConsentBanner />);
    await userEvent.click(screen.getByRole('button', { name: 'Rechazar' }));
    expect(stored()).toMatchObject({ analytics: false, advertising: false });
    expect(banner()).not.toBeInTheDocument();
  });

  it("'Configurar' lets the visitor allow each purpose on its own, unticked to start", async () => {
    render(<ConsentBanner />);
    await userEvent.click(screen.getByRole('button', { name: 'Configurar' }));
    const dialog = screen.getByRole('dialog', { name: 'Preferencias de cookies' });
    const analytics = within(dialog).getByRole('checkbox', { name: 'Permitir la analítica' });
    const advertising = within(dialog).getByRole('checkbox', { name: 'Permitir la medición publicitaria' });
    expect(analytics).not.toBeChecked();
    expect(advertising).not.toBeChecked();
    await userEvent.click(analytics);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar preferencias' }));
    expect(stored()).toMatchObject({ analytics: true, advertising: false });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(banner()).not.toBeInTheDocument();
  });

  it("shows nothing to a visitor who chose, and the footer's link opens the choice again, as kept", async () => {
    localStorage.setItem(
      CONSENT_KEY,
      JSON.stringify({ version: 1, analytics: false, advertising: true, decidedAt: '2026-12-01T08:00:00.000Z' }),
    );
    render(
      <>
        <ConsentBanner />
        <ConsentSettingsLink />
      </>,
    );
    expect(banner()).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Preferencias de cookies' }));
    const dialog = screen.getByRole('dialog', { name: 'Preferencias de cookies' });
    expect(within(dialog).getByRole('checkbox', { name: 'Permitir la analítica' })).not.toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Permitir la medición publicitaria' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Permitir la medición publicitaria' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar preferencias' }));
    expect(stored()).toMatchObject({ analytics: false, advertising: false });
  });
});
