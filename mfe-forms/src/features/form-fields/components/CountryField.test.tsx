import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { field } from '../../dynamic-form/test/test-definitions';
import { renderFields } from '../../dynamic-form/test/test-render';

const country = (isRequired: boolean) =>
  field('fld_origin_country', {
    label: 'País de origen',
    isRequired,
    fieldType: { fldType: 'country', inputType: null },
  });
const countryBox = () => screen.getByRole('combobox', { name: 'País de origen' });

describe('CountryField', () => {
  it("a required country starts as the visitor's, with its flag served by the site", async () => {
    renderFields([country(true)], { loc: 'PE' });
    await waitFor(() => expect(countryBox()).toHaveValue('Perú'));
    expect(screen.getByRole('img', { name: 'Bandera de Perú' })).toHaveAttribute('src', '/api/images/flags/pe.svg');
  });

  it('an optional country starts empty, without a flag', async () => {
    const { requests } = renderFields([country(false)]);
    await waitFor(() => expect(requests.some((request) => request.path === '/api/country')).toBe(true));
    expect(countryBox()).toHaveValue('');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('matches the typed name without accents, changes the flag, and answers the code', async () => {
    const user = userEvent.setup();
    const { submitted } = renderFields([country(true)]);
    await waitFor(() => expect(countryBox()).toHaveValue('Colombia'));
    await user.clear(countryBox());
    await user.type(countryBox(), 'Atlántida');
    expect(await screen.findByText('Selecciona un valor de la lista')).toBeInTheDocument();
    await user.clear(countryBox());
    await user.type(countryBox(), 'canada');
    expect(screen.getByRole('img', { name: 'Bandera de Canadá' })).toHaveAttribute('src', '/api/images/flags/ca.svg');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(submitted).toEqual([{ fld_origin_country: 'CA' }]));
  });
});
