import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { addSliceTranslations, apiClient, readProfile, saveProfile, setPartner, type PartnerConfig } from '@qs/shared';
import es from '../../../i18n/es.json';
import { stubFetch } from '../../../test/fetch-stub';
import { colectivoDefinition, colombiaDefinition, petsDefinition } from '../test/test-definitions';
import { ProfileGeneratorPage } from './ProfileGeneratorPage';

beforeAll(() => addSliceTranslations('forms', es));
beforeEach(() => {
  apiClient.clearCache();
  window.__QS_PROFILE_VALIDATORS__ = {
    ColombiaValidation: () => true,
    ColectivoValidation: () => true,
    PetsValidation: () => true,
  };
});
afterEach(() => {
  jest.useRealTimers();
  delete window.__QS_PROFILE_VALIDATORS__;
  setPartner(null);
});

const Where = () => {
  const { pathname } = useLocation();
  return <output aria-label="ruta">{pathname}</output>;
};

/** jsdom does not download scripts: the test plays the browser's `load` of the validation script. */
const loadScripts = () => document.querySelectorAll('script').forEach((script) => fireEvent.load(script));

const renderGenerator = async (url = '/v1') => {
  const stub = stubFetch(({ path, url: requested }) => {
    if (path === '/api/profile-form/form') {
      const definitions = { colectivo: colectivoDefinition, pets: petsDefinition };
      const definition = (
        definitions[requested.searchParams.get('productTypeName') as keyof typeof definitions] ?? colombiaDefinition
      )();
      return { status: 200, body: { data: { profileForm: definition } } };
    }
    return { status: 201, body: { data: { id: 1 } } };
  });
  render(
    <MemoryRouter initialEntries={[url]}>
      <ProfileGeneratorPage />
      <Where />
    </MemoryRouter>,
  );
  await screen.findByRole('form');
  loadScripts();
  return stub;
};

const holder = () => within(screen.getByRole('group', { name: 'Titular' }));

describe('ProfileGeneratorPage (/v1)', () => {
  it('quotes pets with the pets form: their especie and edad, then the pet comparator', async () => {
    const user = userEvent.setup();
    await renderGenerator('/v1?comparador=Seguros-Mascotas');
    expect(
      within(screen.getByRole('group', { name: '¿Qué quieres cotizar?' })).getByRole('radio', {
        name: 'Seguros para mascotas',
      }),
    ).toBeChecked();
    expect(screen.getByRole('heading', { level: 2, name: '¿Qué mascotas quieres asegurar?' })).toBeInTheDocument();
    const pet = within(screen.getByRole('group', { name: 'Mascota 1' }));
    await user.selectOptions(pet.getByRole('combobox', { name: 'Especie' }), 'Gato');
    await user.type(pet.getByRole('textbox', { name: 'Edad' }), '3');
    await user.click(screen.getByRole('button', { name: 'Calcular precios' }));

    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'ruta' })).toHaveTextContent('/Comparar/Seguros-Mascotas'),
    );
    expect(readProfile('pets')?.mascota).toEqual([{ especie: 'Gato', edad: 3, parentesco: 'Mascota' }]);
  });

  it('quotes the chosen comparison: stores the profile and opens its prices', async () => {
    const user = userEvent.setup();
    await renderGenerator();
    expect(screen.getByRole('heading', { level: 1, name: 'Cotiza tu seguro' })).toBeInTheDocument();
    const choices = within(screen.getByRole('group', { name: '¿Qué quieres cotizar?' }));
    expect(choices.getByRole('radio', { name: 'Planes complementarios de EPS' })).toBeChecked();
    await user.click(choices.getByRole('radio', { name: 'Medicina prepagada' }));

    await user.type(holder().getByRole('textbox', { name: 'Edad' }), '34');
    await user.click(holder().getByRole('radio', { name: 'Mujer' }));
    await user.selectOptions(holder().getByRole('combobox', { name: 'EPS actual' }), 'EPS Sura');
    await user.click(screen.getByRole('button', { name: 'Calcular precios' }));

    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'ruta' })).toHaveTextContent('/Comparar/Medicina-Prepagada'),
    );
    expect(JSON.parse(localStorage.getItem('V1.6_CO')!).colombia).toMatchObject({
      ingresodatos: true,
      cotizante: [{ edad: 34, eps_actual: 'sura' }],
    });
  });

  it('starts from the link: the comparison, the holder and the employees', async () => {
    const { requests } = await renderGenerator('/v1?comparador=empresas&edad=40&sexo=F&empleados=25');
    expect(screen.getByRole('radio', { name: 'Seguros colectivos para empresas' })).toBeChecked();
    expect(requests[0]?.url.searchParams.get('productTypeName')).toBe('colectivo');
    expect(screen.getByRole('textbox', { name: 'Cantidad de empleados' })).toHaveValue('25');
    expect(holder().getByRole('textbox', { name: 'Edad' })).toHaveValue('40');
    expect(holder().getByRole('radio', { name: 'Mujer' })).toBeChecked();
  });

  it('without link parameters starts from the stored profile, which gets its data-entered flag after 1 s', async () => {
    saveProfile('colombia', {
      ingresodatos: false,
      cotizante: [{ edad: 51, sexo: 'Femenino', eps_actual: 'sanitas', maternidad: false }],
      cargas: [],
    });
    await renderGenerator('/v1');
    expect(holder().getByRole('textbox', { name: 'Edad' })).toHaveValue('51');
    await waitFor(() => expect(readProfile('colombia')?.ingresodatos).toBe(true), { timeout: 3000 });
  });

  it('never stores the values of a link without a submit', async () => {
    jest.useFakeTimers();
    saveProfile('colombia', {
      ingresodatos: false,
      cotizante: [{ edad: 51, sexo: 'Femenino', eps_actual: 'sanitas', maternidad: false }],
      cargas: [],
    });
    await renderGenerator('/v1?edad=33');
    expect(holder().getByRole('textbox', { name: 'Edad' })).toHaveValue('33');
    await act(async () => {
      jest.advanceTimersByTime(1500);
    });
    expect(readProfile('colombia')).toMatchObject({ ingresodatos: false, cotizante: [{ edad: 51 }] });
  });

  it('loads the company form when the visitor switches to companies', async () => {
    const user = userEvent.setup();
    await renderGenerator();
    await user.click(screen.getByRole('radio', { name: 'Seguros colectivos para empresas' }));
    expect(await screen.findByRole('textbox', { name: 'Cantidad de empleados' })).toBeInTheDocument();
  });

  it('offers a partner only the comparisons of its allowed paths', async () => {
    setPartner({
      name: 'aliado',
      redirects: { allowedPaths: ['/Comparar/EPS', '/Comparar/Polizas-de-Salud'], defaultPath: '/Comparar/EPS' },
    } as PartnerConfig);
    await renderGenerator();
    const choices = within(screen.getByRole('group', { name: '¿Qué quieres cotizar?' }));
    expect(choices.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'EPS',
      'Polizas-de-Salud',
    ]);
  });
});
