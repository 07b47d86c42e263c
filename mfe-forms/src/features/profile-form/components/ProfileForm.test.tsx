import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addSliceTranslations, apiClient, saveProfile } from '@qs/shared';
import es from '../../../i18n/es.json';
import { stubFetch, type StubHandler } from '../../../test-utils/fetch-stub';
import { colombiaDefinition } from '../test-definitions';
import { ProfileForm } from './ProfileForm';

const definitionAnswer: StubHandler = () => ({ status: 200, body: { data: { profileForm: colombiaDefinition() } } });

beforeAll(() => addSliceTranslations('forms', es));
beforeEach(() => apiClient.clearCache());

const renderColombia = async () => {
  const stub = stubFetch(definitionAnswer);
  render(<ProfileForm productType="colombia" />);
  await screen.findByRole('form', { name: 'Perfil de los asegurados' });
  return stub;
};

describe('ProfileForm (server-defined)', () => {
  it('shows a spinner, then the fields of the definition', async () => {
    const { requests } = stubFetch(definitionAnswer);
    render(<ProfileForm productType="colombia" />);
    expect(screen.getByRole('status')).toHaveTextContent('Cargando formulario ...');

    const holder = await screen.findByRole('group', { name: 'Titular 1' });
    expect(requests[0]?.url.pathname + requests[0]!.url.search).toBe('/api/profile-form/form?productTypeName=colombia');
    expect(within(holder).getByRole('spinbutton', { name: 'Edad' })).toBeInTheDocument();
    expect(within(holder).getByRole('radio', { name: 'Hombre' })).toBeChecked();
    expect(within(holder).getByRole('combobox', { name: 'EPS actual' })).toBeInTheDocument();
    expect(within(holder).getByRole('checkbox', { name: 'Maternidad' })).not.toBeChecked();
    expect(screen.getByRole('group', { name: 'Cargas 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Comparar' })).toBeInTheDocument();
  });

  it('uses the caller’s submit label', async () => {
    stubFetch(definitionAnswer);
    render(<ProfileForm productType="colombia" submitLabel="Calcular precios" />);
    expect(await screen.findByRole('button', { name: 'Calcular precios' })).toBeInTheDocument();
  });

  it('adds dependants up to 8, only from the last one, and removes while more than one remains', async () => {
    const user = userEvent.setup();
    await renderColombia();
    const dependants = () => within(screen.getByRole('group', { name: 'Cargas' }));
    expect(dependants().queryByRole('button', { name: /Eliminar/ })).not.toBeInTheDocument();

    for (let count = 2; count <= 8; count += 1) {
      await user.click(dependants().getByRole('button', { name: 'Agregar carga' }));
      expect(screen.getByRole('group', { name: `Cargas ${count}` })).toBeInTheDocument();
      if (count === 8) break;
      expect(dependants().getAllByRole('button', { name: 'Agregar carga' })).toHaveLength(1);
      const last = within(screen.getByRole('group', { name: `Cargas ${count}` }));
      expect(last.getByRole('button', { name: 'Agregar carga' })).toBeInTheDocument();
    }
    expect(dependants().queryByRole('button', { name: 'Agregar carga' })).not.toBeInTheDocument();

    await user.click(dependants().getByRole('button', { name: 'Eliminar Cargas 3' }));
    expect(screen.queryByRole('group', { name: 'Cargas 8' })).not.toBeInTheDocument();
    expect(dependants().getByRole('button', { name: 'Agregar carga' })).toBeInTheDocument();

    while (dependants().queryAllByRole('button', { name: /Eliminar/ }).length > 0) {
      await user.click(dependants().getAllByRole('button', { name: /Eliminar/ })[0]!);
    }
    expect(screen.getByRole('group', { name: 'Cargas 1' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Cargas 2' })).not.toBeInTheDocument();
  });

  it('asks for the required fields', async () => {
    const user = userEvent.setup();
    await renderColombia();
    await user.click(screen.getByRole('button', { name: 'Comparar' }));

    const holder = screen.getByRole('group', { name: 'Titular 1' });
    expect(await within(holder).findAllByText('Este campo es requerido')).toHaveLength(2);
    expect(within(holder).getByRole('spinbutton', { name: 'Edad' })).toHaveAttribute('aria-invalid', 'true');
    // The optional dependant left blank is not validated.
    expect(within(screen.getByRole('group', { name: 'Cargas 1' })).queryByRole('alert')).not.toBeInTheDocument();
    expect(localStorage.getItem('V1.6_CO')).toBeNull();
  });

  it('checks the definition’s bounds', async () => {
    const user = userEvent.setup();
    await renderColombia();
    await user.type(within(screen.getByRole('group', { name: 'Titular 1' })).getByRole('spinbutton', { name: 'Edad' }), '120');
    await user.click(screen.getByRole('button', { name: 'Comparar' }));
    expect(await screen.findByText('El valor máximo es 99')).toBeInTheDocument();
  });

  it('is prefilled from the stored profile', async () => {
    saveProfile('colombia', {
      ingresodatos: true,
      cotizante: [{ edad: 41, sexo: 'Femenino', eps_actual: 'sanitas', maternidad: true }],
      cargas: [{ edad: 9, sexo: 'Masculino', parentesco: 'Hijo/a' }, { edad: 39, sexo: 'Masculino', parentesco: 'Cónyuge' }],
    });
    await renderColombia();
    const holder = within(screen.getByRole('group', { name: 'Titular 1' }));
    expect(holder.getByRole('spinbutton', { name: 'Edad' })).toHaveValue(41);
    expect(holder.getByRole('radio', { name: 'Mujer' })).toBeChecked();
    expect(holder.getByRole('combobox', { name: 'EPS actual' })).toHaveValue('sanitas');
    expect(holder.getByRole('checkbox', { name: 'Maternidad' })).toBeChecked();
    expect(within(screen.getByRole('group', { name: 'Cargas 2' })).getByRole('combobox', { name: 'Parentesco' })).toHaveValue('Cónyuge');
  });

  it('shows an error panel when the definition cannot be loaded, and retries', async () => {
    const user = userEvent.setup();
    let calls = 0;
    stubFetch(() => {
      calls += 1;
      return calls === 1 ? { status: 500, body: { message: 'boom' } } : { status: 200, body: { data: { profileForm: colombiaDefinition() } } };
    });
    render(<ProfileForm productType="colombia" />);
    expect(await screen.findByRole('heading', { name: 'No pudimos cargar el formulario' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('group', { name: 'Titular 1' })).toBeInTheDocument();
  });
});
