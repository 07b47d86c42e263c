import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { field } from '../../dynamic-form/test/test-definitions';
import { renderFields } from '../../dynamic-form/test/test-render';

const PASSWORD = field('fld_password', {
  label: 'Contraseña',
  isRequired: true,
  fieldType: { fldType: 'password', inputType: null },
});
const passwordBox = () => screen.getByLabelText('Contraseña');

afterEach(() => jest.useRealTimers());

describe('PasswordField', () => {
  it('applies the trimmed value 500 ms after the last keystroke', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { submitted } = renderFields([PASSWORD]);
    // A send that does not leave the field (leaving applies the value at once).
    const sendInPlace = () => act(async () => void fireEvent.submit(screen.getByRole('form')));
    await user.type(passwordBox(), '  s3creto ');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(499);
    });
    await sendInPlace();
    expect(screen.getByText('Para enviar, revisa estos campos: Contraseña.')).toBeInTheDocument();
    expect(submitted).toEqual([]);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1);
    });
    await sendInPlace();
    expect(submitted).toEqual([{ fld_password: 's3creto' }]);
  });

  it('sends the trimmed password; the toggle shows and hides it with aria-pressed', async () => {
    const user = userEvent.setup();
    const { submitted } = renderFields([PASSWORD]);
    const toggle = screen.getByRole('button', { name: 'Mostrar contraseña' });
    expect(passwordBox()).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(passwordBox()).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await user.click(toggle);
    expect(passwordBox()).toHaveAttribute('type', 'password');
    await user.type(passwordBox(), ' clave segura  ');
    await user.tab(); // leaving the field applies it at once
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(submitted).toEqual([{ fld_password: 'clave segura' }]));
  });
});
