import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { field } from '../../dynamic-form/test/test-definitions';
import { renderFields } from '../../dynamic-form/test/test-render';

const PASSENGERS = [
  field('fld_passenger_quantity', {
    label: 'Pasajero,Agregar pasajero',
    class: 'passengers',
    fieldType: { fldType: 'array', inputType: null },
  }),
  field('fld_passenger_age', {
    groupedBy: 'fld_passenger_quantity',
    label: 'Edad del pasajero',
    helper: 'Edad entre 0 y 99 años',
    isRequired: true,
    fldRegexp: '^(\\d|[1-9]\\d)$',
    fieldType: { fldType: 'input', inputType: 'number' },
  }),
];
const ages = () => screen.getAllByRole('spinbutton', { name: 'Edad del pasajero' });
const add = () => screen.queryByRole('button', { name: 'Agregar pasajero' });

describe('ArrayField', () => {
  it('starts with one item and no remove button; label and add label come from "label,addLabel"', () => {
    renderFields(PASSENGERS);
    expect(screen.getByRole('group', { name: 'Pasajero' })).toBeInTheDocument();
    expect(ages()).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /Eliminar/ })).not.toBeInTheDocument();
    expect(add()).toBeInTheDocument();
  });

  it('adds up to 8 items, the add button only on the last one; removes while more than one remains', async () => {
    const user = userEvent.setup();
    renderFields(PASSENGERS);
    for (let count = 1; count < 8; count += 1) await user.click(add()!);
    expect(ages()).toHaveLength(8);
    expect(add()).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Eliminar Pasajero 3' }));
    expect(ages()).toHaveLength(7);
    const items = screen.getAllByRole('group', { name: /^Pasajero \d$/ });
    expect(within(items[6]!).getByRole('button', { name: 'Agregar pasajero' })).toBeInTheDocument();
    expect(within(items[0]!).queryByRole('button', { name: 'Agregar pasajero' })).not.toBeInTheDocument();
    for (let count = 7; count > 1; count -= 1)
      await user.click(screen.getByRole('button', { name: `Eliminar Pasajero ${count}` }));
    expect(ages()).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /Eliminar/ })).not.toBeInTheDocument();
  });

  it('counts the passengers by age band and answers the items', async () => {
    const user = userEvent.setup();
    const { submitted } = renderFields(PASSENGERS);
    await user.type(ages()[0]!, '34');
    await user.click(add()!);
    await user.type(ages()[1]!, '8');
    await user.click(add()!);
    await user.type(ages()[2]!, '80');
    expect(screen.getByText('Niños: 1 · Adultos: 1 · Mayores: 1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() =>
      expect(submitted).toEqual([
        {
          fld_passenger_quantity: [
            { fld_passenger_age: '34' },
            { fld_passenger_age: '8' },
            { fld_passenger_age: '80' },
          ],
        },
      ]),
    );
  });

  it("an item's field shows its helper when its pattern fails", async () => {
    const user = userEvent.setup();
    renderFields(PASSENGERS);
    await user.type(ages()[0]!, '120');
    expect(await screen.findByText('Edad entre 0 y 99 años')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText(/^Para enviar, revisa estos campos: /)).toBeInTheDocument();
  });
});
