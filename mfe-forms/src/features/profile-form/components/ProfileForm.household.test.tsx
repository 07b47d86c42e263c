import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  addSliceTranslations,
  apiClient,
  setPartner,
  type PartnerConfig,
  type ProfileFormDefinition,
} from '@qs/shared';
import es from '../../../i18n/es.json';
import { colectivoDefinition, colombiaDefinition } from '../test/test-definitions';
import { renderProfileForm } from '../test/test-render';

beforeAll(() => addSliceTranslations('forms', es));
beforeEach(() => {
  apiClient.clearCache();
  window.__QS_PROFILE_VALIDATORS__ = { ColombiaValidation: () => true, ColectivoValidation: () => true };
});
afterEach(() => {
  delete window.__QS_PROFILE_VALIDATORS__;
  setPartner(null);
});

/** The API's colombia form: the holders' list says 'Agregar pareja' and holds at most 2. */
const coupleDefinition = (): ProfileFormDefinition => {
  const definition = colombiaDefinition();
  return {
    ...definition,
    profileFormFields: definition.profileFormFields.map((field) =>
      field.fldName === 'cotizante' ? { ...field, label: 'Titular,Agregar pareja', max: 2 } : field,
    ),
  };
};

describe('the couple and the household rules', () => {
  it("'Agregar pareja' adds a second holder with no sex chosen for them; 'Quitar pareja' removes it; enPareja follows", async () => {
    const user = userEvent.setup();
    const onSubmitted = jest.fn();
    await renderProfileForm(coupleDefinition(), onSubmitted);
    expect(screen.queryByRole('group', { name: 'Pareja' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Agregar pareja' }));
    const partner = within(screen.getByRole('group', { name: 'Pareja' }));
    expect(partner.getByRole('radio', { name: 'Mujer' })).not.toBeChecked();
    expect(partner.getByRole('radio', { name: 'Hombre' })).not.toBeChecked();
    expect(partner.getByRole('textbox', { name: 'Edad' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Agregar pareja' })).not.toBeInTheDocument();

    const holder = within(screen.getByRole('group', { name: 'Titular' }));
    await user.type(holder.getByRole('textbox', { name: 'Edad' }), '38');
    await user.click(holder.getByRole('radio', { name: 'Hombre' }));
    await user.selectOptions(holder.getByRole('combobox', { name: 'EPS actual' }), 'EPS Sura');
    await user.type(partner.getByRole('textbox', { name: 'Edad' }), '36');
    await user.click(partner.getByRole('radio', { name: 'Mujer' }));
    await user.selectOptions(partner.getByRole('combobox', { name: 'EPS actual' }), 'EPS Sanitas');
    await user.click(screen.getByRole('button', { name: 'Comparar' }));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledTimes(1));
    expect(onSubmitted.mock.calls[0]![0]).toMatchObject({
      enPareja: true,
      cotizante: [
        { edad: 38, sexo: 'Masculino', eps_actual: 'sura' },
        { edad: 36, sexo: 'Femenino', eps_actual: 'sanitas' },
      ],
    });

    await user.click(screen.getByRole('button', { name: 'Quitar pareja' }));
    expect(screen.queryByRole('group', { name: 'Pareja' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Comparar|¡Listo!/ }));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledTimes(2));
    expect(onSubmitted.mock.calls[1]![0]).toMatchObject({ enPareja: false, cotizante: [{ edad: 38 }] });
  });

  it('offers neither dependants nor a couple for a group product (docs/product/forms.md#profile-form-rules)', async () => {
    const withDependants = colectivoDefinition();
    withDependants.profileFormFields.push(
      ...colombiaDefinition().profileFormFields.filter(
        (field) => field.fldName === 'cargas' || field.groupedBy === 'cargas',
      ),
    );
    await renderProfileForm(withDependants);
    expect(screen.getByRole('group', { name: 'Titular 1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Beneficiarios:/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Agregar pareja' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Agregar titular' })).toBeInTheDocument();
  });

  it("names the holder 'Titular' once, not 'Titular' and 'Titular 1', and the second holder 'Pareja'", async () => {
    const user = userEvent.setup();
    await renderProfileForm(coupleDefinition());
    expect(screen.getAllByText(/^Titular/)).toHaveLength(1);
    expect(screen.queryByText('Titular 1')).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Titular' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Agregar pareja' }));
    expect(screen.getAllByText(/^Titular/)).toHaveLength(1);
    expect(screen.getByRole('group', { name: 'Pareja' })).toBeInTheDocument();
  });

  it("says 'cargas médicas' on a partner site (docs/product/forms.md#partner-wording), in the server's labels and the form's own texts", async () => {
    setPartner({ name: 'aliado' } as PartnerConfig);
    const user = userEvent.setup();
    await renderProfileForm(coupleDefinition());
    const summary = screen.getByRole('button', { name: /^Cargas médicas: 0/ });
    expect(summary).toHaveTextContent('Sin cargas médicas');
    await user.click(summary);
    await user.click(screen.getByRole('button', { name: 'Agregar carga médica' }));
    expect(screen.getByRole('group', { name: 'Cargas médicas 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Quitar carga médica' })).toBeInTheDocument();
  });

  it("says 'beneficiarios', never 'cargas', on the main site", async () => {
    const user = userEvent.setup();
    await renderProfileForm(coupleDefinition());
    const summary = screen.getByRole('button', { name: /^Beneficiarios: 0/ });
    expect(summary).toHaveTextContent('Sin beneficiarios');
    await user.click(summary);
    await user.click(screen.getByRole('button', { name: 'Agregar beneficiario' }));
    expect(screen.getByRole('button', { name: 'Quitar beneficiario' })).toBeInTheDocument();
    expect(screen.queryByText(/\bcargas?\b/i)).not.toBeInTheDocument();
  });
});
