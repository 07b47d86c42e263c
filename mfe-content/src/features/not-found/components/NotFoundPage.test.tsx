import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { addSliceTranslations } from '@qs/shared';
import es from '../../../i18n/es.json';
import { NotFoundPage } from './NotFoundPage';

addSliceTranslations('content', es);

const json = (status: number, body: unknown) => ({ ok: status < 300, status, json: async () => body }) as Response;

describe('NotFoundPage', () => {
  it('shows the image, title, the support e-mail and the two buttons', async () => {
    global.fetch = jest.fn(async (url: RequestInfo | URL) =>
      String(url).startsWith('/api/contactInformations')
        ? json(200, {
            data: [
              { type: 'contacto', name: 'WhatsApp', info: '+57 300' },
              { type: 'contacto', name: 'Teléfono', info: '601' },
              { type: 'contacto', name: 'Email', info: 'ayuda@quieroseguro.co' },
            ],
          })
        : json(200, {}),
    ) as typeof fetch;
    render(
      <MemoryRouter>
        <NotFoundPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'No encontramos esta página' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Ilustración de una lupa sobre un documento' })).toBeInTheDocument();
    expect(await screen.findByText(/ayuda@quieroseguro\.co/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Contáctanos' })).toHaveAttribute('href', '/contacto');
  });
});
