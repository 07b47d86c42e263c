import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetOutbox, startOutbox } from '@qs/shared';
import { OutboxNotice } from './OutboxNotice';

const LEAD = { id: 31, createdAt: '2026-03-01T10:00:00.000Z', status: { id: 2, name: 'Asignado' }, dataSocio: null };
const keep = (id: string, createdAt = Date.now()) =>
  localStorage.setItem(
    `qs_lead_outbox:${id}`,
    JSON.stringify({
      id,
      kind: 'contact',
      path: '/contactos',
      body: { email: 'ana@correo.co' },
      createdAt,
      attempts: 1,
      nextAttemptAt: 0,
    }),
  );
const answer = (status: number, body: unknown) => {
  global.fetch = jest.fn(
    async () => ({ ok: status < 300, status, json: async () => body }) as Response,
  ) as typeof fetch;
};

afterEach(() => resetOutbox());

describe('OutboxNotice', () => {
  it('says nothing while no request of an earlier visit is involved', () => {
    render(<OutboxNotice />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('tells the visitor that a request kept from an earlier visit was delivered at start, and can be dismissed', async () => {
    keep('key-0031');
    answer(201, { data: LEAD });
    startOutbox(); // the host starts it before its first render
    render(<OutboxNotice />);
    expect(await screen.findByText('Enviamos tu solicitud pendiente.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Enviamos tu solicitud pendiente.');
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar aviso' }));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('says a kept request is still waiting when the API does not answer yet', async () => {
    keep('key-0032');
    global.fetch = jest.fn(async () => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch;
    render(<OutboxNotice />);
    await act(async () => {
      startOutbox();
    });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Tienes una solicitud guardada en este navegador que aún no pudimos enviar: la enviaremos automáticamente cuando el servidor vuelva a responder.',
    );
  });

  it("gives the API's reason when it refused a kept request", async () => {
    keep('key-0033');
    answer(400, { statusCode: 400, message: 'Línea de negocio desconocida' });
    render(<OutboxNotice />);
    await act(async () => {
      startOutbox();
    });
    expect(
      await screen.findByText(
        'No pudimos enviar tu solicitud pendiente (Línea de negocio desconocida). Por favor, envíala de nuevo.',
      ),
    ).toBeInTheDocument();
  });

  it('says when a request waited more than 7 days and will not be sent', async () => {
    keep('key-0034', Date.now() - 8 * 24 * 60 * 60 * 1000);
    answer(201, { data: LEAD });
    render(<OutboxNotice />);
    await act(async () => {
      startOutbox();
    });
    expect(
      await screen.findByText(
        'Una solicitud que guardaste hace más de 7 días ya no se enviará. Si aún te interesa, envíala de nuevo.',
      ),
    ).toBeInTheDocument();
    expect(global.fetch).not.toHaveBeenCalled();
  });
});
