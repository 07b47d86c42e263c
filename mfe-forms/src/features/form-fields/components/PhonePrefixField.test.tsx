import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { field } from '../../dynamic-form/test/test-definitions';
import { renderFields } from '../../dynamic-form/test/test-render';

const PREFIX = field('fld_phone_prefix', {
  label: 'Prefijo',
  isRequired: true,
  fieldType: { fldType: 'phone-prefix', inputType: null },
});
const prefixBox = () => screen.getByRole('combobox', { name: 'Prefijo' });

afterEach(() => jest.useRealTimers());

describe('PhonePrefixField', () => {
  it("starts with the prefix of the visitor's country, offering every country's prefix", async () => {
    renderFields([PREFIX], { loc: 'PE' });
    await waitFor(() => expect(prefixBox()).toHaveValue('+51'));
    const options = [...document.querySelectorAll('datalist option')].map((option) => option.textContent);
    expect(options).toContain('Colombia (+57)');
    expect(options).toContain('Estados Unidos (+1)');
  });

  it('falls back to Chile (+56) when the location lookup fails', async () => {
    renderFields([PREFIX], { loc: null });
    await waitFor(() => expect(prefixBox()).toHaveValue('+56'));
  });

  it('clears on focus and restores the default when left empty, without an error', async () => {
    const user = userEvent.setup();
    renderFields([PREFIX]);
    await waitFor(() => expect(prefixBox()).toHaveValue('+57'));
    await user.click(prefixBox());
    expect(prefixBox()).toHaveValue('');
    await user.tab();
    expect(prefixBox()).toHaveValue('+57');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("the form's own default is not the visitor's edit: no error on it while other fields change", async () => {
    const user = userEvent.setup();
    renderFields([field('fld_fullname', { label: 'Nombre', isRequired: true }), PREFIX]);
    const name = screen.getByRole('textbox', { name: 'Nombre' });
    await user.click(name);
    await waitFor(() => expect(prefixBox()).toHaveValue('+57'));
    await user.type(name, 'R2');
    await user.clear(name);
    await waitFor(() => expect(name).toHaveAccessibleDescription('Este campo es requerido'));
    expect(prefixBox()).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('keeps a listed prefix the visitor types, refuses one nobody has', async () => {
    const user = userEvent.setup();
    const { submitted } = renderFields([PREFIX]);
    await waitFor(() => expect(prefixBox()).toHaveValue('+57'));
    await user.type(prefixBox(), '+99');
    expect(await screen.findByText('Selecciona un valor de la lista')).toBeInTheDocument();
    await user.clear(prefixBox());
    await user.type(prefixBox(), '1');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(submitted).toEqual([{ fld_phone_prefix: '+1' }]));
  });

  it('restores the default 300 ms after the value became null (a reset form)', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { submitted } = renderFields([PREFIX, field('fld_email', { label: 'Correo', isRequired: true })]);
    // Countries and location arrive, then the default after its 300 ms.
    for (let step = 0; step < 10 && prefixBox().getAttribute('value') !== '+57'; step += 1) {
      await act(async () => {
        await jest.advanceTimersByTimeAsync(100);
      });
    }
    expect(prefixBox()).toHaveValue('+57');
    await user.type(screen.getByRole('textbox', { name: 'Correo' }), 'a@b.co');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Enviar' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(submitted).toHaveLength(1));
    // The success reset the prefix to null: empty for a moment, the default again after 300 ms.
    await waitFor(() => expect(prefixBox()).toHaveValue(''));
    await act(async () => {
      await jest.advanceTimersByTimeAsync(299);
    });
    expect(prefixBox()).toHaveValue('');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1);
    });
    expect(prefixBox()).toHaveValue('+57');
  });
});
