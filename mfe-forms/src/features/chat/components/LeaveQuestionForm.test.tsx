import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  addSliceTranslations,
  apiClient,
  CHAT_DESKTOP_QUERY,
  forgetChatAvailability,
  resetOutbox,
  type LeadAnswer,
} from '@qs/shared';
import es from '../../../i18n/es.json';
import { installEventSource, stubChatApi } from '../../../test/chat-api-stub';
import { idempotentLeadApi } from '../../../test/lead-api-stub';
import { removeMatchMedia, stubMatchMedia } from '../../../test/match-media';
import { ChatWidget } from './ChatWidget';
import { AUTHORISATION_LABEL, TEST_AUTHORISATION } from '../../../test/authorisation';

const LEAD: LeadAnswer = {
  id: 90,
  createdAt: '2026-11-27T23:00:00.000Z',
  status: { id: 1, name: 'Nuevo' },
  dataSocio: null,
};

beforeAll(() => addSliceTranslations('forms', es));
beforeEach(() => {
  localStorage.clear();
  // The page's reads of the chat's availability and configuration are kept once per page: each test is a new page.
  forgetChatAvailability();
  apiClient.clearCache();
  stubMatchMedia([CHAT_DESKTOP_QUERY]);
  installEventSource();
});
afterEach(() => {
  resetOutbox();
  removeMatchMedia();
});

/** The chat API for the configuration and availability, and the contact API behind it for the lead. */
const stubApis = (availability: { active: boolean; agentsOnline: boolean }) => {
  const leads = idempotentLeadApi(() => LEAD);
  const { requests } = stubChatApi({
    ...availability,
    other: (request) => (request.path === '/api/contactos' ? leads.handle(request) : { status: 404 }),
  });
  return { leads, requests };
};

const leaveQuestion = async () => {
  await userEvent.click(await screen.findByRole('button', { name: '¡Chatea con nosotros!' }));
  await userEvent.type(screen.getByLabelText('Nombre'), 'Ana Gómez');
  await userEvent.type(screen.getByLabelText('Correo electrónico'), 'ana@example.com');
  await userEvent.type(screen.getByLabelText('Teléfono'), '3105551234');
  await userEvent.type(screen.getByLabelText('Tu pregunta'), '¿Tienen planes para mi mamá?');
  await userEvent.click(screen.getByRole('checkbox', { name: AUTHORISATION_LABEL }));
  await userEvent.click(screen.getByRole('button', { name: 'Dejar mi pregunta' }));
};

describe('the chat with nobody to answer', () => {
  it('outside hours: says so, and the question becomes a contact lead through the outbox', async () => {
    const { leads, requests } = stubApis({ active: false, agentsOnline: false });
    render(<ChatWidget />);
    await leaveQuestion();
    expect(screen.getByText(/Nuestro horario de atención es/)).toBeInTheDocument();

    await waitFor(() => expect(leads.stored).toHaveLength(1));
    expect(leads.stored[0]).toMatchObject({
      tipo: 1,
      first_name: 'Ana Gómez',
      email: 'ana@example.com',
      telefono: '3105551234',
      mensaje: 'Pregunta dejada en el chat: ¿Tienen planes para mi mamá?',
      autorizacionDatos: TEST_AUTHORISATION,
    });
    const lead = requests.find((request) => request.path === '/api/contactos');
    expect(lead?.headers['Idempotency-Key']).toEqual(expect.any(String));
    expect(requests.some((request) => request.path === '/api/chat/conversations')).toBe(false);
  });

  it('with no agent online: the no-agents text and the same form', async () => {
    stubApis({ active: true, agentsOnline: false });
    render(<ChatWidget />);
    await userEvent.click(await screen.findByRole('button', { name: '¡Chatea con nosotros!' }));
    expect(
      screen.getByText('En este momento no hay ejecutivos conectados. Déjanos tu pregunta y te contactaremos.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Dejar mi pregunta' }));
    expect(await screen.findAllByText('campo requerido')).toHaveLength(4);
  });
});
