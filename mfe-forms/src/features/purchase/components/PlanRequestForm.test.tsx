import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addSliceTranslations, apiClient } from '@qs/shared';
import es from '../../../i18n/es.json';
import { field, planRequests, renderPurchase, submitButton } from '../test/test-render';
import { assignedLead, companyPlan, epsPlan, petPlan } from '../test/test-plans';
import { AUTHORISATION_LABEL, AUTHORISATION_REQUIRED, tickAuthorisation } from '../../../test/authorisation';

beforeAll(() => addSliceTranslations('forms', es));
beforeEach(() => apiClient.clearCache());

describe('plan request form', () => {
  it('shows every product message on a submit of the empty form and focuses the first invalid field', async () => {
    const user = userEvent.setup();
    const { requests } = await renderPurchase(epsPlan(), () => ({ status: 500 }));
    expect(submitButton()).toHaveAttribute('aria-disabled', 'true');

    await user.click(submitButton());
    expect(field('Nombre')).toHaveFocus();
    expect(field('Nombre')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Nombre')).toHaveAccessibleDescription('Nombre necesario');
    expect(field('Teléfono')).toHaveAccessibleDescription(
      'Celular o fijo de 10 dígitos, por ejemplo 300 123 4567 Teléfono necesario.',
    );
    expect(field('Email')).toHaveAccessibleDescription('Email necesario.');
    expect(screen.getByRole('checkbox', { name: AUTHORISATION_LABEL })).toHaveAccessibleDescription(
      AUTHORISATION_REQUIRED,
    );
    expect(field('Número de documento (opcional)')).toHaveAttribute('aria-invalid', 'false');
    expect(planRequests(requests)).toHaveLength(0);

    await user.type(field('Nombre'), 'Juan 2');
    expect(field('Nombre')).toHaveAccessibleDescription('Ingrese solamente letras');
    await user.type(field('Número de documento (opcional)'), '12ab');
    expect(field('Número de documento (opcional)')).toHaveAccessibleDescription(
      'Cédula, de 5 a 12 dígitos Número de documento inválido: usa de 5 a 12 dígitos',
    );
  });

  it("asks a company plan for its employees: Colombia's minimum of 10, then the plan's own", async () => {
    const user = userEvent.setup();
    await renderPurchase(companyPlan(), () => ({ status: 500 }));
    const employees = field('Cantidad de empleados');
    await user.click(employees);
    await user.tab();
    expect(employees).toHaveAccessibleDescription('Cantidad de empleados necesaria.');
    await user.type(employees, '9');
    expect(employees).toHaveAccessibleDescription(
      'Tu empresa debe tener un minimo de 10 empleados para cotizar un seguro colectivo',
    );
    await user.clear(employees);
    await user.type(employees, '20');
    expect(employees).toHaveAccessibleDescription('Plan para un mínimo de 50 empleados');
    await user.type(employees, '00');
    expect(employees).toHaveValue('2.000');
    expect(employees).not.toHaveAccessibleDescription();
  });

  it('prefills from the stored profile and sends it as perfil', async () => {
    const user = userEvent.setup();
    const profile = {
      ingresodatos: true,
      cotizante: [{ edad: 44, sexo: 'Femenino' }],
      cargas: [],
      colectivo: { cantidadempleados: 1200 },
      nombre: 'Ana Gómez',
      email: 'ana@correo.co',
      telefono: '300 123 4567',
    };
    localStorage.setItem('V1.6_CO', JSON.stringify({ colectivo: profile }));
    const { requests } = await renderPurchase(companyPlan(), () => ({ status: 201, body: { data: assignedLead() } }));
    expect(field('Nombre')).toHaveValue('Ana Gómez');
    expect(field('Email')).toHaveValue('ana@correo.co');
    expect(field('Cantidad de empleados')).toHaveValue('1.200');
    expect(screen.getByRole('checkbox', { name: AUTHORISATION_LABEL })).not.toBeChecked();

    await tickAuthorisation(user);
    await user.click(submitButton());
    await screen.findByRole('heading', { name: 'Solicitud enviada' });
    expect(planRequests(requests)[0]?.body).toMatchObject({
      productCode: 'ASE201-CORPORATIVO',
      cantidadEmpleados: 1200,
      perfil: profile,
      hasOnlineOnboarding: false,
    });
  });

  it('a pet plan sends the pets the visitor entered as perfil, not the family profile', async () => {
    const user = userEvent.setup();
    const pets = {
      ingresodatos: true,
      cotizante: [],
      cargas: [],
      mascota: [{ especie: 'Gato', raza: 'Criollo', edad: 3, parentesco: 'Mascota' }],
    };
    localStorage.setItem(
      'V1.6_CO',
      JSON.stringify({
        pets,
        colombia: { ingresodatos: true, cotizante: [{ edad: 40, sexo: 'Femenino' }], cargas: [] },
      }),
    );
    const { requests } = await renderPurchase(petPlan(), () => ({ status: 201, body: { data: assignedLead() } }));
    expect(screen.queryByLabelText('Cantidad de empleados')).not.toBeInTheDocument();
    await user.type(field('Nombre'), 'Ana Gómez');
    await user.type(field('Teléfono'), '300 123 4567');
    await user.type(field('Email'), 'ana@correo.co');
    await tickAuthorisation(user);

    await user.click(submitButton());
    await screen.findByRole('heading', { name: 'Solicitud enviada' });
    expect(planRequests(requests)[0]?.body).toMatchObject({
      productCode: 'MAS401-PLUS',
      perfil: pets,
      plan: { id: 5002, displayName: 'Mascota Plus', price: 37700 },
    });
    expect(planRequests(requests)[0]?.body).not.toHaveProperty('cantidadEmpleados');
  });

  it('prefills name, phone and e-mail from the initial data the advisor card passed, over the stored profile', async () => {
    localStorage.setItem(
      'V1.6_CO',
      JSON.stringify({ colombia: { nombre: 'Otro Nombre', email: 'otro@correo.co', telefono: '', cotizante: [] } }),
    );
    const initialData = { name: 'Ana Gómez', phone: '300 123 4567', email: 'ana@correo.co' };
    await renderPurchase(epsPlan(), () => ({ status: 201, body: { data: assignedLead() } }), { initialData });
    expect(field('Nombre')).toHaveValue('Ana Gómez');
    expect(field('Teléfono')).toHaveValue('300 123 4567');
    expect(field('Email')).toHaveValue('ana@correo.co');
  });
});
