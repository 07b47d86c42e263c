import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, stubApi } from '../../../test/api-stub';
import { PRIVACY_POLICY } from '../../../test/content-pages';
import { renderPage } from '../../../test/render-page';
import { PrivacyPolicyPage } from './PrivacyPolicyPage';

const PATH = '/politica-de-tratamiento-de-datos';

describe('PrivacyPolicyPage', () => {
  it("shows the API's policy with its version, date, sections and hash", async () => {
    stubApi({ '/api/privacy-policy': json(200, { data: PRIVACY_POLICY }) });
    renderPage(<PrivacyPolicyPage />, { path: PATH });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Política de tratamiento de datos personales' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Versión 1.0, vigente desde el 1 de diciembre de 2026.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Derechos del titular' })).toBeInTheDocument();
    expect(screen.getByText(/revocar la autorización/)).toBeInTheDocument();
    expect(
      screen.getByText(`Huella digital (SHA-256) del texto de esta versión: ${'a'.repeat(64)}`),
    ).toBeInTheDocument();
  });

  it("shows the error panel when the API fails, and 'Reintentar' reads it again", async () => {
    let calls = 0;
    stubApi({ '/api/privacy-policy': () => (++calls === 1 ? json(500) : json(200, { data: PRIVACY_POLICY })) });
    renderPage(<PrivacyPolicyPage />, { path: PATH });
    await userEvent.click(await screen.findByRole('button', { name: 'Reintentar' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Política de tratamiento de datos personales' }),
    ).toBeInTheDocument();
  });
});
