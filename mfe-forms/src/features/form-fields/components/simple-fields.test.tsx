import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { field } from '../../dynamic-form/test/test-definitions';
import { renderFields } from '../../dynamic-form/test/test-render';

const DESTINATION = field('fld_destination_country', {
  label: 'Destino',
  placeholder: 'Región de destino',
  isRequired: true,
  defaultValue: '09',
  allowedValues: [
    { value: '01', label: 'Norteamérica' },
    { value: '02', label: 'Europa' },
  ],
  fieldType: { fldType: 'select', inputType: null },
});

describe('select, textarea, dynamic quantity and action-button fields', () => {
  it("a select's value must be offered: a default it does not offer is 'Selecciona un valor de la lista'", async () => {
    const user = userEvent.setup();
    const { submitted } = renderFields([DESTINATION]);
    const select = screen.getByRole('combobox', { name: 'Destino' });
    expect(screen.getByRole('option', { name: 'Región de destino' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Para enviar, revisa estos campos: Destino.')).toBeInTheDocument();
    expect(submitted).toEqual([]);
    await user.selectOptions(select, '02');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(submitted).toEqual([{ fld_destination_country: '02' }]));
  });

  it('a stale default the list does not offer keeps the form from sending until a listed value is picked', async () => {
    const user = userEvent.setup();
    const { submitted } = renderFields([{ ...DESTINATION, isRequired: false }]);
    const send = screen.getByRole('button', { name: 'Enviar' });
    await user.click(send);
    expect(await screen.findByText('Para enviar, revisa estos campos: Destino.')).toBeInTheDocument();
    expect(submitted).toEqual([]);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Destino' }), '01');
    await user.click(send);
    await waitFor(() => expect(submitted).toEqual([{ fld_destination_country: '01' }]));
    expect(screen.queryByText('Selecciona un valor de la lista')).not.toBeInTheDocument();
  });

  it('a textarea answers its text', async () => {
    const user = userEvent.setup();
    const { submitted } = renderFields([
      field('fld_msg', { label: 'Mensaje', fieldType: { fldType: 'textarea', inputType: null } }),
    ]);
    await user.type(screen.getByRole('textbox', { name: 'Mensaje' }), 'Hola, quiero información');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(submitted).toEqual([{ fld_msg: 'Hola, quiero información' }]));
  });

  it('a dynamic quantity is a number of at least 0', async () => {
    const user = userEvent.setup();
    const { submitted } = renderFields([
      field('fld_cantidad', {
        label: 'Cantidad',
        isRequired: true,
        fieldType: { fldType: 'dynamic-quantity', inputType: null },
      }),
    ]);
    const quantity = screen.getByRole('spinbutton', { name: 'Cantidad' });
    expect(quantity).toHaveAttribute('min', '0');
    await user.type(quantity, '-2');
    expect(await screen.findByText('El valor mínimo es 0')).toBeInTheDocument();
    await user.clear(quantity);
    await user.type(quantity, '3');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(submitted).toEqual([{ fld_cantidad: 3 }]));
  });

  it("an action-button field is the send button, with the field's label, where the definition puts it", async () => {
    renderFields([
      field('fld_submit', { label: 'Cotizar', fieldType: { fldType: 'action-button', inputType: 'submit' } }),
      field('fld_nota', { label: 'Nota' }),
    ]);
    const buttons = screen.getAllByRole('button');
    expect(buttons).toHaveLength(1);
    expect(buttons[0]).toHaveTextContent('Cotizar');
    expect(buttons[0]).toHaveAttribute('type', 'submit');
    expect(
      buttons[0]!.compareDocumentPosition(screen.getByRole('textbox', { name: 'Nota' })) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    await waitFor(() => expect(buttons[0]).toBeEnabled()); // nothing required: valid once checked
  });
});
