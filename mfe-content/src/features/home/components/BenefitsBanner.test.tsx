import { screen, within } from '@testing-library/react';
import { renderPage } from '../../../test/render-page';
import { BenefitsBanner } from './BenefitsBanner';

describe('BenefitsBanner', () => {
  it('lists the five benefits, each with its text and a decorative icon, under a heading for screen readers', () => {
    renderPage(<BenefitsBanner />, { path: '/' });
    const banner = screen.getByRole('region', { name: 'Beneficios de cotizar con nosotros' });
    expect(within(banner).getByRole('heading', { level: 2 })).toHaveClass('qs-home-visually-hidden');
    const items = within(banner).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('strong')?.textContent)).toEqual([
      'Asesoría personalizada',
      '100% gratis',
      'Mismo precio que la compañía',
      'Tus datos, protegidos',
      'El canal más rápido',
    ]);
    for (const item of items) {
      expect(item.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
      expect(item.textContent!.length).toBeGreaterThan(30);
    }
  });

  it('speaks as the Colombian site: no law reference, and the fastest channel is the one to the EPS', () => {
    renderPage(<BenefitsBanner />, { path: '/' });
    const banner = screen.getByRole('region', { name: 'Beneficios de cotizar con nosotros' });
    expect(banner).not.toHaveTextContent(/\bley\b/i);
    expect(within(banner).getByText(/Tu solicitud llega directo a la EPS/)).toBeInTheDocument();
  });
});
