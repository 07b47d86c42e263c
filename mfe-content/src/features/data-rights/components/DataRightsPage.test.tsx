import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, stubApi } from '../../../test/api-stub';
import { renderPage } from '../../../test/render-page';
import { DataRightsPage } from './DataRightsPage';

const SENT = 'Te enviamos un enlace a tu correo para confirmar tu solicitud.';
const TOKEN = 'A'.repeat(43);

describe('DataRightsPage', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('names what to fix, asks an update what to correct, and sends the request', async () => {
    const fetchMock = stubApi({ '/api/data-rights/requests': json(202, { data: { message: SENT } }) });
    renderPage(<DataRightsPage />, { path: '/derechos-sobre-mis-datos' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Enviar solicitud' }));
    expect(await screen.findByText('Ingresa tu correo electrónico.')).toBeInTheDocument();
    expect(screen.getByText('Elige qué quieres hacer con tus datos.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Correo electrónico'), 'ana@correo');
    await user.click(screen.getByRole('radio', { name: /Actualizar o corregir mis datos/ }));
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    expect(
      await screen.findByText('Ingresa un correo electrónico válido, por ejemplo nombre@correo.com.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Cuéntanos qué dato quieres actualizar y cuál es el valor correcto.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalledWith('/api/data-rights/requests', expect.anything());

    await user.type(screen.getByLabelText('Correo electrónico'), '.co');
    await user.type(screen.getByLabelText('¿Qué dato quieres actualizar?'), 'Mi teléfono es 3001234567');
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    expect(await screen.findByRole('status')).toHaveTextContent(SENT);
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url) === '/api/data-rights/requests')!;
    expect(JSON.parse(String(init?.body))).toEqual({
      email: 'ana@correo.co',
      kind: 'actualizar',
      details: 'Mi teléfono es 3001234567',
    });
  });

  it("confirms the link's request with the button, and shows what is stored", async () => {
    window.history.replaceState(null, '', `/derechos-sobre-mis-datos/confirmar#token=${TOKEN}`);
    const summary = {
      email: 'ana@correo.co',
      leads: {
        count: 1,
        items: [
          {
            date: '2026-03-04T19:00:00.000Z',
            businessLine: 'Planes complementarios de EPS',
            productCode: null,
            detail: 'Solicitud de contacto',
            personalData: [{ label: 'Nombre', value: 'Ana Ruiz' }],
          },
        ],
      },
      chats: { count: 0, items: [] },
      purchases: { count: 0, items: [] },
    };
    const fetchMock = stubApi({
      '/api/data-rights/confirm': json(200, {
        data: { kind: 'conocer', status: 'atendida', message: 'Estos son tus datos.', summary, erasure: null },
      }),
    });
    renderPage(<DataRightsPage />, { path: '/derechos-sobre-mis-datos/confirmar' });
    await userEvent.click(await screen.findByRole('button', { name: 'Confirmar mi solicitud' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Solicitud atendida' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Estos son tus datos.');
    expect(screen.getByText('Ana Ruiz')).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url) === '/api/data-rights/confirm')!;
    expect(JSON.parse(String(init?.body))).toEqual({ token: TOKEN });
    expect(window.location.hash).toBe('');
  });

  it("shows the API's message for a used link", async () => {
    window.history.replaceState(null, '', `/derechos-sobre-mis-datos/confirmar#token=${TOKEN}`);
    stubApi({
      '/api/data-rights/confirm': json(410, { statusCode: 410, error: 'Gone', message: 'Este enlace ya se usó.' }),
    });
    renderPage(<DataRightsPage />, { path: '/derechos-sobre-mis-datos/confirmar' });
    await userEvent.click(await screen.findByRole('button', { name: 'Confirmar mi solicitud' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Este enlace ya se usó.');
  });
});
