import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addSliceTranslations, apiClient, getEventBus, readProfile, saveProfile } from '@qs/shared';
import es from '../../../i18n/es.json';
import { colombiaDefinition } from '../test/test-definitions';
import { loadValidationScriptOf, renderProfileForm } from '../test/test-render';

beforeAll(() => addSliceTranslations('forms', es));
beforeEach(() => {
  jest.useFakeTimers();
  apiClient.clearCache();
  window.__QS_PROFILE_VALIDATORS__ = { ColombiaValidation: () => true };
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  delete window.__QS_PROFILE_VALIDATORS__;
});

const stored = {
  ingresodatos: false,
  cotizante: [{ edad: 41, sexo: 'Femenino' as const, eps_actual: 'sanitas', maternidad: false }],
  cargas: [],
  nombre: 'Zoë Nguyễn',
};

/** Lets the pending promises (the validation) settle after the fake clock moved. */
const settle = () =>
  act(async () => {
    await Promise.resolve();
  });

describe('the profile form’s timers (docs/product/forms.md#profile-form-rules: 1 s and 3 s)', () => {
  it('sets the data-entered flag of a valid stored profile 1 s after prefilling, and tells the other slices', async () => {
    saveProfile('colombia', stored);
    const completed: unknown[] = [];
    const subscription = getEventBus()
      .on('profile/completed')
      .subscribe((payload) => completed.push(payload));
    await renderProfileForm(colombiaDefinition());

    await act(async () => {
      jest.advanceTimersByTime(999);
    });
    expect(readProfile('colombia')?.ingresodatos).toBe(false);
    await act(async () => {
      jest.advanceTimersByTime(1);
    });
    await settle();

    expect(readProfile('colombia')).toMatchObject({
      ingresodatos: true,
      enPareja: false,
      nombre: 'Zoë Nguyễn',
      cotizante: [{ edad: 41, eps_actual: 'sanitas' }],
    });
    expect(completed).toEqual([{ productType: 'colombia', profile: expect.objectContaining({ ingresodatos: true }) }]);
    subscription.unsubscribe();
  });

  it('leaves an invalid stored profile alone, without showing errors', async () => {
    saveProfile('colombia', { ...stored, cotizante: [{ edad: 41, sexo: 'Femenino' }] });
    await renderProfileForm(colombiaDefinition());
    await act(async () => {
      jest.advanceTimersByTime(2000);
    });
    await settle();
    expect(readProfile('colombia')?.ingresodatos).toBe(false);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the submit running (disabled), then finished for 3 s, then its label', async () => {
    // The submit runs until the validation script has loaded: the test loads it when it wants the result.
    // A URL of its own: scripts load once per page, and the other tests loaded colombia.js.
    const definition = colombiaDefinition('/api/profile-form/validation/colombia-lenta.js');
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await renderProfileForm(definition, undefined, { loadScript: false });
    const holder = within(screen.getByRole('group', { name: 'Titular' }));
    await user.type(holder.getByRole('textbox', { name: 'Edad' }), '30');
    await user.click(holder.getByRole('radio', { name: 'Hombre' }));
    await user.selectOptions(holder.getByRole('combobox', { name: 'EPS actual' }), 'EPS Sura');
    await user.click(screen.getByRole('button', { name: 'Comparar' }));
    await settle();
    expect(screen.getByRole('button', { name: 'Procesando…' })).toBeDisabled();
    expect(readProfile('colombia')).toBeNull();
    expect(screen.getByRole('button', { name: 'Procesando…' })).toHaveAttribute('aria-busy', 'true');

    await act(async () => {
      loadValidationScriptOf(definition);
    });
    await settle();
    const finished = screen.getByRole('button', { name: '¡Listo!' });
    expect(finished).toBeEnabled();
    await act(async () => {
      jest.advanceTimersByTime(2999);
    });
    expect(screen.getByRole('button', { name: '¡Listo!' })).toBeInTheDocument();
    await act(async () => {
      jest.advanceTimersByTime(1);
    });
    expect(screen.getByRole('button', { name: 'Comparar' })).toBeEnabled();
  });

  it('is enabled again with its label when the result is an invalid profile', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await renderProfileForm(colombiaDefinition());
    const holder = within(screen.getByRole('group', { name: 'Titular' }));
    await user.type(holder.getByRole('textbox', { name: 'Edad' }), '30');
    await user.click(holder.getByRole('radio', { name: 'Hombre' }));
    await user.selectOptions(holder.getByRole('combobox', { name: 'EPS actual' }), 'No tengo EPS');
    await user.click(screen.getByRole('button', { name: 'Comparar' }));
    await settle();
    expect(
      await screen.findByText('No hay opciones de seguros o planes de salud disponibles para personas sin EPS'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Comparar' })).toBeEnabled();
  });
});
