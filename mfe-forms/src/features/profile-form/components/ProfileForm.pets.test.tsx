import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addSliceTranslations, apiClient, completeProfile, getEventBus } from '@qs/shared';
import es from '../../../i18n/es.json';
import { petsDefinition } from '../test/test-definitions';
import { renderProfileForm } from '../test/test-render';

beforeAll(() => addSliceTranslations('forms', es));
beforeEach(() => {
  apiClient.clearCache();
  // jsdom runs no downloaded script: the form lets the profile through and says the class is missing.
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const pet = (number: number) => within(screen.getByRole('group', { name: `Mascota ${number}` }));

describe('ProfileForm — the pets form of the pet comparator', () => {
  it('speaks of pets, starts with one pet and adds or removes more with the definition\'s "Agregar mascota"', async () => {
    const u = userEvent.setup();
    await renderProfileForm(petsDefinition());
    expect(screen.getByRole('form', { name: 'Perfil de tus mascotas' })).toBeInTheDocument();
    expect(
      screen.getByText('Ingresa la especie y la edad de cada mascota para calcular tus precios.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/asegurados|beneficiarios|personas/)).not.toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Mascota' })).getAllByRole('group')).toHaveLength(1);
    expect(pet(1).getByRole('combobox', { name: 'Especie' })).toHaveValue('Perro');
    expect(pet(1).getByRole('textbox', { name: 'Edad' })).toHaveAccessibleDescription('Años cumplidos de la mascota');

    await u.click(screen.getByRole('button', { name: 'Agregar mascota' }));
    expect(pet(2).getByRole('textbox', { name: 'Raza' })).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Eliminar Mascota 2' }));
    expect(screen.queryByRole('group', { name: 'Mascota 2' })).not.toBeInTheDocument();
  });

  it('shows the pets submitted in another form of the page (the profile dialog) at once', async () => {
    await renderProfileForm(petsDefinition());
    expect(pet(1).getByRole('combobox', { name: 'Especie' })).toHaveValue('Perro');
    act(() =>
      completeProfile('pets', {
        ingresodatos: true,
        cotizante: [],
        cargas: [],
        mascota: [{ especie: 'Gato', raza: 'Angora', edad: 3, parentesco: 'Mascota' }],
      }),
    );
    expect(pet(1).getByRole('combobox', { name: 'Especie' })).toHaveValue('Gato');
    expect(pet(1).getByRole('textbox', { name: 'Raza' })).toHaveValue('Angora');
    expect(pet(1).getByRole('textbox', { name: 'Edad' })).toHaveValue('3');
    // Another product's profile leaves this form alone.
    act(() =>
      completeProfile('colombia', { ingresodatos: true, cotizante: [{ edad: 40, sexo: 'Femenino' }], cargas: [] }),
    );
    expect(pet(1).getByRole('textbox', { name: 'Raza' })).toHaveValue('Angora');
  });

  it('stores the pets (especie, raza, edad, parentesco Mascota) as the pets profile and announces it', async () => {
    const u = userEvent.setup();
    const onSubmitted = jest.fn();
    const announced: unknown[] = [];
    const subscription = getEventBus()
      .on('profile/completed')
      .subscribe((payload) => announced.push(payload));
    const { requests } = await renderProfileForm(petsDefinition(), onSubmitted);

    await u.selectOptions(pet(1).getByRole('combobox', { name: 'Especie' }), 'Gato');
    await u.type(pet(1).getByRole('textbox', { name: 'Raza' }), 'Criollo');
    await u.type(pet(1).getByRole('textbox', { name: 'Edad' }), '3');
    await u.click(screen.getByRole('button', { name: 'Agregar mascota' }));
    await u.type(pet(2).getByRole('textbox', { name: 'Edad' }), '8');
    await u.click(screen.getByRole('button', { name: 'Comparar' }));

    const expected = {
      ingresodatos: true,
      cotizante: [],
      cargas: [],
      mascota: [
        { especie: 'Gato', raza: 'Criollo', edad: 3, parentesco: 'Mascota' },
        { especie: 'Perro', edad: 8, parentesco: 'Mascota' },
      ],
    };
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledWith(expected));
    expect(JSON.parse(localStorage.getItem('V1.6_CO')!)).toEqual({ pets: expected });
    expect(announced).toEqual([{ productType: 'pets', profile: expected }]);
    expect(requests.find((request) => request.path === '/api/profile-form/data')).toMatchObject({
      body: { form: expected, productType: { name: 'pets' } },
    });
    subscription.unsubscribe();
  });

  it("refuses a pet older than the form's 20 years and a pet without its age", async () => {
    const u = userEvent.setup();
    const onSubmitted = jest.fn();
    await renderProfileForm(petsDefinition(), onSubmitted);
    await u.click(screen.getByRole('button', { name: 'Comparar' }));
    expect(await screen.findByText('No se ingresaron los siguientes campos: Edad (Mascota 1)')).toHaveAttribute(
      'role',
      'alert',
    );

    await u.type(pet(1).getByRole('textbox', { name: 'Edad' }), '21');
    await u.click(screen.getByRole('button', { name: 'Comparar' }));
    expect(await pet(1).findByText('El valor máximo es 20')).toBeInTheDocument();
    expect(onSubmitted).not.toHaveBeenCalled();
    expect(localStorage.getItem('V1.6_CO')).toBeNull();
  });
});
