import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addSliceTranslations, apiClient, getEventBus, type Profile, type ProfileFormDefinition } from '@qs/shared';
import es from '../../../i18n/es.json';
import { stubFetch } from '../../../test/fetch-stub';
import { colectivoDefinition, colombiaDefinition } from '../test/test-definitions';
import { ProfileForm } from './ProfileForm';

beforeAll(() => addSliceTranslations('forms', es));
beforeEach(() => {
  apiClient.clearCache();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
  delete window.__QS_PROFILE_VALIDATORS__;
});

/** Renders the form; jsdom does not download scripts, so the test plays the browser's `load`. */
const renderForm = async (definition: ProfileFormDefinition, onSubmitted?: (profile: Profile) => void) => {
  const stub = stubFetch(({ path }) =>
    path === '/api/profile-form/form'
      ? { status: 200, body: { data: { profileForm: definition } } }
      : { status: 201, body: { data: { id: 1 } } },
  );
  render(<ProfileForm productType={definition.productType} onSubmitted={onSubmitted} />);
  await screen.findByRole('form');
  const script = document.querySelector(
    `script[src="${new URL(definition.validationScriptUrl!, location.href).href}"]`,
  );
  if (script) fireEvent.load(script);
  return stub;
};

const holder = () => within(screen.getByRole('group', { name: 'Titular' }));
const user = () => userEvent.setup();

const fillHolder = async (u: ReturnType<typeof userEvent.setup>, eps = 'EPS Sura') => {
  await u.type(holder().getByRole('textbox', { name: 'Edad' }), '30');
  await u.click(holder().getByRole('radio', { name: 'Hombre' }));
  await u.selectOptions(holder().getByRole('combobox', { name: 'EPS actual' }), eps);
};

describe('ProfileForm submit', () => {
  it('blocks a holder without EPS with the product message', async () => {
    const u = user();
    const onSubmitted = jest.fn();
    await renderForm(colombiaDefinition(), onSubmitted);
    await fillHolder(u, 'No tengo EPS');
    await u.click(screen.getByRole('button', { name: 'Comparar' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No hay opciones de seguros o planes de salud disponibles para personas sin EPS',
    );
    expect(onSubmitted).not.toHaveBeenCalled();
    expect(localStorage.getItem('V1.6_CO')).toBeNull();
  });

  it("drops the no-EPS error as soon as a real EPS is chosen, and shows it again when 'No tengo EPS' comes back", async () => {
    const u = user();
    const onSubmitted = jest.fn();
    await renderForm(colombiaDefinition(), onSubmitted);
    await fillHolder(u, 'No tengo EPS');
    await u.click(screen.getByRole('button', { name: 'Comparar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No hay opciones de seguros o planes de salud disponibles para personas sin EPS',
    );
    expect(screen.getByRole('status')).toHaveTextContent('Se ingresaron todos los campos requeridos');

    await u.selectOptions(holder().getByRole('combobox', { name: 'EPS actual' }), 'EPS Sura');
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(screen.getByRole('status')).toHaveTextContent('Se ingresaron todos los campos requeridos');
    expect(onSubmitted).not.toHaveBeenCalled(); // a change checks, it does not submit

    await u.selectOptions(holder().getByRole('combobox', { name: 'EPS actual' }), 'No tengo EPS');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No hay opciones de seguros o planes de salud disponibles para personas sin EPS',
    );
  });

  it('updates the list of missing fields as they are filled, and shows nothing before a submit', async () => {
    const u = user();
    await renderForm(colombiaDefinition());
    await u.type(holder().getByRole('textbox', { name: 'Edad' }), '30');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await u.click(screen.getByRole('button', { name: 'Comparar' }));
    expect(
      await screen.findByText('No se ingresaron los siguientes campos: Sexo (Titular), EPS actual (Titular)'),
    ).toHaveAttribute('role', 'alert');
    await u.click(holder().getByRole('radio', { name: 'Mujer' }));
    expect(await screen.findByText('No se ingresaron los siguientes campos: EPS actual (Titular)')).toHaveAttribute(
      'role',
      'alert',
    );
    await u.selectOptions(holder().getByRole('combobox', { name: 'EPS actual' }), 'EPS Sura');
    await waitFor(() => expect(screen.queryByText(/^No se ingresaron/)).not.toBeInTheDocument());
    expect(screen.getByRole('status')).toHaveTextContent('Se ingresaron todos los campos requeridos');
  });

  it('blocks a group quote under 10 employees and reads thousand dots', async () => {
    const u = user();
    const onSubmitted = jest.fn();
    await renderForm(colectivoDefinition(), onSubmitted);
    const employees = screen.getByRole('textbox', { name: 'Cantidad de empleados' });
    await u.type(employees, '9');
    await fillHolder(u);
    await u.click(screen.getByRole('button', { name: 'Comparar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Tu empresa debe tener un minimo de 10 empleados para cotizar un seguro colectivo',
    );

    await u.type(employees, '250');
    expect(employees).toHaveValue('9.250');
    await u.click(screen.getByRole('button', { name: 'Comparar' }));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalled());
    expect(onSubmitted.mock.calls[0]![0].colectivo).toEqual({ cantidadempleados: 9250 });
  });

  it('stores the profile, announces it on the bus and records it', async () => {
    const u = user();
    const onSubmitted = jest.fn();
    const announced: unknown[] = [];
    const subscription = getEventBus()
      .on('profile/completed')
      .subscribe((payload) => announced.push(payload));
    const { requests } = await renderForm(colombiaDefinition(), onSubmitted);

    await fillHolder(u);
    await u.click(screen.getByRole('button', { name: /^Beneficiarios: 0/ }));
    await u.click(screen.getByRole('button', { name: 'Agregar beneficiario' }));
    const first = within(screen.getByRole('group', { name: 'Beneficiarios 1' }));
    await u.type(first.getByRole('textbox', { name: 'Edad' }), '5');
    await u.click(first.getByRole('radio', { name: 'Mujer' }));
    await u.selectOptions(first.getByRole('combobox', { name: 'Parentesco' }), 'Hijo/a');
    await u.click(screen.getByRole('button', { name: 'Aceptar' }));
    await u.click(screen.getByRole('button', { name: 'Comparar' }));

    const expected = {
      ingresodatos: true,
      enPareja: false,
      cotizante: [{ edad: 30, sexo: 'Masculino', eps_actual: 'sura', maternidad: false }],
      cargas: [{ edad: 5, sexo: 'Femenino', parentesco: 'Hijo/a' }],
    };
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledWith(expected));
    expect(JSON.parse(localStorage.getItem('V1.6_CO')!)).toEqual({ colombia: expected });
    expect(announced).toEqual([{ productType: 'colombia', profile: expected }]);
    const record = requests.find((request) => request.path === '/api/profile-form/data');
    expect(record).toMatchObject({ method: 'POST', body: { form: expected, productType: { name: 'colombia' } } });
    subscription.unsubscribe();
  });

  it('does not record the profile of internal traffic', async () => {
    const u = user();
    const onSubmitted = jest.fn();
    localStorage.setItem('internal-traffic', 'true');
    const { requests } = await renderForm(colombiaDefinition(), onSubmitted);
    await fillHolder(u);
    await u.click(screen.getByRole('button', { name: 'Comparar' }));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalled());
    expect(requests.some((request) => request.path === '/api/profile-form/data')).toBe(false);
  });

  it('shows the validation script’s message, and "Perfil inválido" for an empty result', async () => {
    const u = user();
    const validator = jest.fn().mockReturnValueOnce('La edad no corresponde').mockReturnValueOnce('');
    window.__QS_PROFILE_VALIDATORS__ = { ColombiaValidation: validator };
    await renderForm(colombiaDefinition());
    await fillHolder(u);

    await u.click(screen.getByRole('button', { name: 'Comparar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('La edad no corresponde');
    await u.click(screen.getByRole('button', { name: 'Comparar' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Perfil inválido'));
    expect(validator).toHaveBeenCalledWith(
      expect.objectContaining({ cotizante: [expect.objectContaining({ edad: 30 })] }),
    );
  });

  it('warns when the script registers no validator, and lets the profile through', async () => {
    const u = user();
    const onSubmitted = jest.fn();
    await renderForm(colombiaDefinition(), onSubmitted);
    await fillHolder(u);
    await u.click(screen.getByRole('button', { name: 'Comparar' }));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalled());
    expect(console.warn).toHaveBeenCalledWith('ColombiaValidation does not exist in the validation map');
  });

  it('refuses a validation script from another origin', async () => {
    const u = user();
    const onSubmitted = jest.fn();
    const foreign = jest.fn(() => 'should not run');
    window.__QS_PROFILE_VALIDATORS__ = { ColombiaValidation: foreign };
    await renderForm(colombiaDefinition('https://cdn.example.net/validation/colombia.js'), onSubmitted);
    await fillHolder(u);
    await u.click(screen.getByRole('button', { name: 'Comparar' }));

    await waitFor(() => expect(onSubmitted).toHaveBeenCalled());
    expect(document.querySelector('script[src^="https://cdn.example.net"]')).toBeNull();
    expect(foreign).not.toHaveBeenCalled();
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('refused'));
  });
});
