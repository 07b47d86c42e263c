import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addSliceTranslations, apiClient } from '@qs/shared';
import es from '../../../i18n/es.json';
import { colombiaDefinition } from '../test/test-definitions';
import { renderProfileForm, setViewport } from '../test/test-render';

beforeAll(() => addSliceTranslations('forms', es));
beforeEach(() => apiClient.clearCache());
afterEach(() => {
  // @ts-expect-error jsdom has no matchMedia: remove the test's description again.
  delete window.matchMedia;
});

const summary = () => screen.getByRole('button', { name: /^Beneficiarios: \d/ });
const box = () => screen.getByRole('dialog', { name: 'Beneficiarios' });
const dependant = (number: number) => within(screen.getByRole('group', { name: `Beneficiarios ${number}` }));

describe('the dependants box', () => {
  it('is a dropdown box under its button on a desktop: focus goes in, and back to the button on close', async () => {
    setViewport(false);
    const user = userEvent.setup();
    await renderProfileForm(colombiaDefinition());
    expect(summary()).toHaveAccessibleName('Beneficiarios: 0 Sin beneficiarios');
    expect(summary()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(summary());
    expect(summary()).toHaveAttribute('aria-expanded', 'true');
    expect(box().tagName).toBe('DIV');
    expect(await within(box()).findByRole('button', { name: 'Agregar beneficiario' })).toHaveFocus();
    expect(within(box()).getByRole('button', { name: 'Quitar beneficiario' })).toBeDisabled();

    await user.click(within(box()).getByRole('button', { name: 'Agregar beneficiario' }));
    expect(dependant(1).getByRole('textbox', { name: 'Edad' })).toHaveFocus();
    await user.keyboard('7');
    await user.click(within(box()).getByRole('button', { name: 'Aceptar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(summary()).toHaveFocus();
    expect(summary()).toHaveAccessibleName('Beneficiarios: 1 Edades: 7');
  });

  it('is a bottom sheet (a modal dialog) on a phone', async () => {
    setViewport(true);
    const user = userEvent.setup();
    await renderProfileForm(colombiaDefinition());
    await user.click(summary());
    const sheet = box() as HTMLDialogElement;
    expect(sheet.tagName).toBe('DIALOG');
    expect(sheet).toHaveClass('qs-sheet');
    expect(sheet.open).toBe(true);
    await user.keyboard('{Escape}');
    expect(sheet.open).toBe(false);
    expect(summary()).toHaveFocus();

    // With an age missing, neither Escape (its keydown and the dialog's cancel) nor the backdrop closes it.
    await user.click(summary());
    await user.click(within(box()).getByRole('button', { name: 'Agregar beneficiario' }));
    await user.keyboard('{Escape}');
    fireEvent(sheet, new Event('cancel', { cancelable: true }));
    await user.click(sheet);
    expect(sheet.open).toBe(true);
    expect(within(sheet).getByRole('alert')).toHaveTextContent('Ingresa la edad de cada beneficiario para cerrar.');
  });

  it.each([
    [
      'Aceptar',
      async (user: ReturnType<typeof userEvent.setup>) =>
        user.click(within(box()).getByRole('button', { name: 'Aceptar' })),
    ],
    ['Escape', async (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
    [
      'a click outside',
      async (user: ReturnType<typeof userEvent.setup>) =>
        user.click(screen.getByText('Ingresa los datos de los asegurados para calcular tus precios.')),
    ],
    ['its button', async (user: ReturnType<typeof userEvent.setup>) => user.click(summary())],
  ])('cannot be closed by %s while a dependant has no age: the fields shake and it says why', async (_how, attempt) => {
    setViewport(false);
    const user = userEvent.setup();
    await renderProfileForm(colombiaDefinition());
    await user.click(summary());
    await user.click(within(box()).getByRole('button', { name: 'Agregar beneficiario' }));
    await user.type(dependant(1).getByRole('textbox', { name: 'Edad' }), '4');
    await user.click(within(box()).getByRole('button', { name: 'Agregar beneficiario' }));

    await attempt(user);
    expect(box()).toBeVisible();
    expect(within(box()).getByText('Ingresa la edad de cada beneficiario para cerrar.')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(screen.getByRole('group', { name: 'Beneficiarios 2' })).toHaveClass('qs-dependant--shake-1');
    expect(screen.getByRole('group', { name: 'Beneficiarios 1' })).not.toHaveClass('qs-dependant--shake-1');
    expect(dependant(2).getByRole('textbox', { name: 'Edad' })).toHaveFocus();

    // A second attempt restarts the animation (the other of two identical keyframes).
    await user.click(within(box()).getByRole('button', { name: 'Aceptar' }));
    expect(screen.getByRole('group', { name: 'Beneficiarios 2' })).toHaveClass('qs-dependant--shake-0');

    await user.type(dependant(2).getByRole('textbox', { name: 'Edad' }), '0');
    expect(within(box()).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(box()).getByRole('button', { name: 'Aceptar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  // Eight dependants typed one by one: slower than the default 5 s on a shared machine.
  it('adds up to 8 dependants and removes the last one', async () => {
    setViewport(false);
    const user = userEvent.setup();
    await renderProfileForm(colombiaDefinition());
    await user.click(summary());
    const add = within(box()).getByRole('button', { name: 'Agregar beneficiario' });
    for (let count = 1; count <= 8; count += 1) await user.click(add);
    expect(screen.getByRole('group', { name: 'Beneficiarios 8' })).toBeInTheDocument();
    expect(add).toBeDisabled();

    await user.type(dependant(1).getByRole('textbox', { name: 'Edad' }), '3');
    for (let count = 8; count > 1; count -= 1)
      await user.click(within(box()).getByRole('button', { name: 'Quitar beneficiario' }));
    expect(screen.getByRole('group', { name: 'Beneficiarios 1' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Beneficiarios 2' })).not.toBeInTheDocument();
    expect(dependant(1).getByRole('textbox', { name: 'Edad' })).toHaveValue('3');
    await user.click(within(box()).getByRole('button', { name: 'Quitar beneficiario' }));
    expect(add).toHaveFocus();
  }, 20000);

  it('allows one spouse: once chosen, the option is disabled for the other dependants', async () => {
    setViewport(false);
    const user = userEvent.setup();
    await renderProfileForm(colombiaDefinition());
    await user.click(summary());
    await user.click(within(box()).getByRole('button', { name: 'Agregar beneficiario' }));
    await user.click(within(box()).getByRole('button', { name: 'Agregar beneficiario' }));
    const spouseOf = (number: number) => dependant(number).getByRole('option', { name: 'Cónyuge' });
    expect(spouseOf(2)).toBeEnabled();

    await user.selectOptions(dependant(1).getByRole('combobox', { name: 'Parentesco' }), 'Cónyuge');
    expect(spouseOf(1)).toBeEnabled();
    expect(spouseOf(2)).toBeDisabled();
    expect(dependant(2).getByRole('option', { name: 'Hijo/a' })).toBeEnabled();

    await user.selectOptions(dependant(1).getByRole('combobox', { name: 'Parentesco' }), 'Hijo/a');
    expect(spouseOf(2)).toBeEnabled();
  });

  it('opens on a submit when a dependant is invalid', async () => {
    setViewport(false);
    const user = userEvent.setup();
    await renderProfileForm(colombiaDefinition());
    await user.click(summary());
    await user.click(within(box()).getByRole('button', { name: 'Agregar beneficiario' }));
    await user.type(dependant(1).getByRole('textbox', { name: 'Edad' }), '150');
    await user.click(within(box()).getByRole('button', { name: 'Aceptar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Comparar' }));
    expect(await screen.findByRole('dialog', { name: 'Beneficiarios' })).toBeVisible();
    expect(dependant(1).getByText('El valor máximo es 99')).toBeInTheDocument();
  });
});
