import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addSliceTranslations, apiClient, saveProfile } from '@qs/shared';
import es from '../../../i18n/es.json';
import { stubFetch, type StubHandler } from '../../../test/fetch-stub';
import { colombiaDefinition } from '../test/test-definitions';
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

    const holder = await screen.findByRole('group', { name: 'Titular' });
    expect(requests[0]?.url.pathname + requests[0]!.url.search).toBe('/api/profile-form/form?productTypeName=colombia');
    expect(within(holder).getByRole('textbox', { name: 'Edad' })).toHaveAttribute('inputmode', 'numeric');
    // Nothing the visitor did not choose: the sex starts empty, and is required.
    expect(within(holder).getByRole('radio', { name: 'Hombre' })).not.toBeChecked();
    expect(within(holder).getByRole('radio', { name: 'Mujer' })).not.toBeChecked();
    expect(within(holder).getByRole('radio', { name: 'Hombre' })).toBeRequired();
    expect(within(holder).getByRole('combobox', { name: 'EPS actual' })).toBeInTheDocument();
    expect(within(holder).getByRole('checkbox', { name: 'Maternidad' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Beneficiarios: 0 Sin beneficiarios' })).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    );
    expect(screen.getByRole('button', { name: 'Comparar' })).toBeInTheDocument();
  });

  it('uses the caller’s submit label', async () => {
    stubFetch(definitionAnswer);
    render(<ProfileForm productType="colombia" submitLabel="Calcular precios" />);
    expect(await screen.findByRole('button', { name: 'Calcular precios' })).toBeInTheDocument();
  });

  it('asks for the required fields and lists them (docs/product/forms.md#profile-form-rules)', async () => {
    const user = userEvent.setup();
    await renderColombia();
    await user.click(screen.getByRole('button', { name: 'Comparar' }));

    const holder = screen.getByRole('group', { name: 'Titular' });
    expect(await within(holder).findAllByText('Este campo es requerido')).toHaveLength(3);
    expect(within(holder).getByRole('textbox', { name: 'Edad' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(/^No se ingresaron/)).toHaveTextContent(
      'No se ingresaron los siguientes campos: Edad (Titular), Sexo (Titular), EPS actual (Titular)',
    );
    expect(screen.getByText(/^No se ingresaron/)).toHaveAttribute('role', 'alert');
    expect(localStorage.getItem('V1.6_CO')).toBeNull();

    await user.type(within(holder).getByRole('textbox', { name: 'Edad' }), '30');
    await user.click(within(holder).getByRole('radio', { name: 'Mujer' }));
    await user.click(screen.getByRole('button', { name: 'Comparar' }));
    expect(await screen.findByText('No se ingresaron los siguientes campos: EPS actual (Titular)')).toBeInTheDocument();
    await user.selectOptions(within(holder).getByRole('combobox', { name: 'EPS actual' }), 'EPS Sura');
    await user.click(screen.getByRole('button', { name: 'Comparar' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Se ingresaron todos los campos requeridos');
    expect(screen.queryByText(/^No se ingresaron/)).not.toBeInTheDocument();
  });

  it('takes at most 3 digits in a numeric field and drops anything else', async () => {
    const user = userEvent.setup();
    await renderColombia();
    const age = within(screen.getByRole('group', { name: 'Titular' })).getByRole('textbox', { name: 'Edad' });
    await user.type(age, '4a-5.e');
    expect(age).toHaveValue('45');
    await user.type(age, '67');
    expect(age).toHaveValue('456');
    await user.clear(age);
    await user.paste('1234');
    expect(age).toHaveValue('123');
  });

  it('checks the definition’s bounds', async () => {
    const user = userEvent.setup();
    await renderColombia();
    await user.type(
      within(screen.getByRole('group', { name: 'Titular' })).getByRole('textbox', { name: 'Edad' }),
      '120',
    );
    await user.click(screen.getByRole('button', { name: 'Comparar' }));
    expect(await screen.findByText('El valor máximo es 99')).toBeInTheDocument();
  });

  it('is prefilled from the stored profile', async () => {
    saveProfile('colombia', {
      ingresodatos: true,
      cotizante: [{ edad: 41, sexo: 'Femenino', eps_actual: 'sanitas', maternidad: true }],
      cargas: [
        { edad: 9, sexo: 'Masculino', parentesco: 'Hijo/a' },
        { edad: 39, sexo: 'Masculino', parentesco: 'Cónyuge' },
      ],
    });
    await renderColombia();
    const holder = within(screen.getByRole('group', { name: 'Titular' }));
    expect(holder.getByRole('textbox', { name: 'Edad' })).toHaveValue('41');
    expect(holder.getByRole('radio', { name: 'Mujer' })).toBeChecked();
    expect(holder.getByRole('combobox', { name: 'EPS actual' })).toHaveValue('sanitas');
    expect(holder.getByRole('checkbox', { name: 'Maternidad' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Beneficiarios: 2 Edades: 9, 39' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'Beneficiarios 2', hidden: true })).getByRole('combobox', {
        name: 'Parentesco',
        hidden: true,
      }),
    ).toHaveValue('Cónyuge');
  });

  it('shows an error panel when the definition cannot be loaded, and retries', async () => {
    const user = userEvent.setup();
    let calls = 0;
    stubFetch(() => {
      calls += 1;
      return calls === 1
        ? { status: 500, body: { message: 'boom' } }
        : { status: 200, body: { data: { profileForm: colombiaDefinition() } } };
    });
    render(<ProfileForm productType="colombia" />);
    expect(await screen.findByRole('heading', { name: 'No pudimos cargar el formulario' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('group', { name: 'Titular' })).toBeInTheDocument();
  });
});
