import { render, screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { LeadAnswer } from '@qs/shared';
import { stubFetch, type StubAnswer, type StubHandler, type StubRequest } from '../../../test/fetch-stub';
import { tickAuthorisation } from '../../../test/authorisation';
import { AdditionalInsurancePage } from '../components/AdditionalInsurancePage';

// Rendering and filling /Seguro-Adicional in this feature's tests; only fetch is stubbed.

const INSTITUTIONS = [
  { id: 2, code: 'EPS102', displayName: 'Horizonte Salud EPS', type: 'EPS', typeAlias: 'EPS' },
  { id: 21, code: 'MPP301', displayName: 'Vitalia Medicina Prepagada', type: 'MEDICINA PREPAGADA', typeAlias: 'x' },
];
const REGIONS = [
  { regionNumero: '05', regionNombre: 'Antioquia', prestadores: 1 },
  { regionNumero: '11', regionNombre: 'Bogotá D.C.', prestadores: 0 },
];
const PROVIDERS = [
  {
    id: 101,
    nombre: 'Clínica Los Laureles Medellín',
    tipo: 'clinica',
    ciudad: 'Medellín',
    regionNumero: '05',
    regionNombre: 'Antioquia',
  },
];
const CONTACT_INFO = { status: 200, body: { data: [{ info: 'x' }, { info: 'y' }, { info: 'ayuda@quieroseguro.co' }] } };

export const SECRET = 'secreto-de-prueba-0123456789abcdef';

export const storedLead = (id = 812, withAdvisor = true): LeadAnswer & { secreto: string } => ({
  id,
  createdAt: '2026-03-04T19:00:00.000Z',
  status: withAdvisor ? { id: 2, name: 'Asignado' } : { id: 1, name: 'Sin Estado' },
  dataSocio: withAdvisor
    ? {
        nombres: 'Laura',
        apellidos: 'Restrepo',
        telefono_1: '3105551234',
        telefonos: ['3105551234'],
        email_corporativo: 'laura.restrepo@quieroseguro.co',
        calendly: { active: false, url: '' },
      }
    : null,
  secreto: SECRET,
});

export interface PageApi {
  solicitar: StubHandler;
  update?: StubHandler;
  /** The institutions' answer; undefined keeps the usual list. */
  options?: (request: StubRequest) => StubAnswer | undefined;
}

const api =
  ({ solicitar, update, options }: PageApi): StubHandler =>
  (request) => {
    if (request.path === '/api/seguro-adicional/instituciones')
      return options?.(request) ?? { status: 200, body: { data: INSTITUTIONS } };
    if (request.path === '/api/seguro-adicional/prestadores') return { status: 200, body: { data: REGIONS } };
    if (request.path === '/api/globales/prestadores')
      return {
        status: 200,
        body: { data: PROVIDERS.filter((p) => p.regionNumero === request.url.searchParams.get('regionNumero')) },
      };
    if (request.path === '/api/seguro-adicional/solicitar') return solicitar(request);
    if (request.path === '/api/seguro-adicional/update') return update?.(request) ?? { status: 404 };
    return request.path === '/api/contactInformations' ? CONTACT_INFO : { status: 404 };
  };

/** The page, with the given API answers; resolves once the form shows (or the load failed). */
export const renderPage = async (handlers: PageApi, { waitForForm = true } = {}) => {
  const stub = stubFetch(api(handlers));
  render(
    <MemoryRouter initialEntries={['/Seguro-Adicional']}>
      <AdditionalInsurancePage />
    </MemoryRouter>,
  );
  if (waitForForm) await screen.findByRole('form', { name: 'Solicitud de seguro adicional' });
  return stub;
};

export const select = (name: string) => screen.getByRole('combobox', { name });
export const textbox = (name: string) => screen.getByRole('textbox', { name });
export const submitButton = () => screen.getByRole('button', { name: 'Solicitar seguro adicional' });
export const requestsTo = (requests: StubRequest[], path: string) =>
  requests.filter((request) => request.path === `/api${path}`);

/** Every required answer, as a visitor gives them. */
export const fillRequest = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.selectOptions(select('Tu EPS o medicina prepagada'), 'Horizonte Salud EPS');
  await user.selectOptions(select('¿Qué quieres complementar?'), 'Enfermedades graves');
  await user.selectOptions(select('Personas a asegurar'), '2');
  await user.selectOptions(select('Departamento'), 'Antioquia');
  const provider = await screen.findByRole('option', { name: 'Clínica Los Laureles Medellín (Medellín)' });
  await user.selectOptions(select('Clínica u hospital de preferencia (opcional)'), provider);
  await user.type(textbox('Nombre'), 'María Gómez');
  await user.type(textbox('Número de documento'), '1.020.304.050');
  await user.type(textbox('Teléfono'), '300 123 4567');
  await user.type(textbox('Email'), 'maria@correo.co');
  await tickAuthorisation(user);
};
