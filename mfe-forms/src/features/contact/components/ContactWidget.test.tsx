import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addSliceTranslations } from '@qs/shared';
import es from '../../../i18n/es.json';
import { stubFetch } from '../../../test/fetch-stub';
import { ContactWidget } from './ContactWidget';
import { AUTHORISATION_LABEL, AUTHORISATION_REQUIRED, tickAuthorisation } from '../../../test/authorisation';

beforeAll(() => addSliceTranslations('forms', es));

const field = (name: string) => screen.getByRole('textbox', { name });

describe('ContactWidget form', () => {
  it('opens a modal titled "¿Necesitas más información?" from its button', async () => {
    const user = userEvent.setup();
    render(<ContactWidget />);
    await user.click(screen.getByRole('button', { name: 'Solicitar más información' }));
    const dialog = screen.getByRole('dialog', { name: '¿Necesitas más información?' });
    expect(dialog).toHaveTextContent('Déjanos tus datos y un asesor te contactará sin costo.');
    expect(screen.getByRole('textbox', { name: 'Nombre' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Cantidad de empleados' })).not.toBeInTheDocument();
  });

  it('uses the caller’s button label, or renders inline as a card', async () => {
    const { unmount } = render(<ContactWidget buttonLabel="Cotizar" />);
    expect(await screen.findByRole('button', { name: 'Cotizar' })).toBeInTheDocument();
    unmount();
    render(<ContactWidget inline />);
    expect(await screen.findByRole('region', { name: '¿Necesitas más información?' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Solicitar más información' })).not.toBeInTheDocument();
  });

  it('shows the name messages only once the field has been visited', async () => {
    const user = userEvent.setup();
    render(<ContactWidget inline />);
    const name = field('Nombre');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(name);
    await user.tab();
    expect(name).toHaveAccessibleDescription('Nombre necesario');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Nombre necesario');

    await user.type(name, 'A');
    expect(name).toHaveAccessibleDescription('Nombre muy corto.');
    await user.clear(name);
    await user.click(name);
    await user.paste('A'.repeat(101));
    expect(name).toHaveAccessibleDescription('Nombre muy largo, tiene que ser como máximo 100 caracteres.');
    await user.clear(name);
    await user.type(name, 'Juan 2');
    expect(name).toHaveAccessibleDescription('Ingrese solamente letras');
    await user.clear(name);
    await user.type(name, 'José-María Núñez');
    expect(name).not.toHaveAccessibleDescription();
    expect(name).toHaveAttribute('aria-invalid', 'false');
  });

  it('shows the phone and e-mail messages', async () => {
    const user = userEvent.setup();
    render(<ContactWidget inline />);
    const phone = screen.getByRole('textbox', { name: 'Teléfono' });
    const hint = 'Celular o fijo de 10 dígitos, por ejemplo 300 123 4567';

    await user.click(phone);
    await user.tab();
    expect(phone).toHaveAccessibleDescription(`${hint} Teléfono necesario.`);
    await user.type(phone, '300123456');
    expect(phone).toHaveAccessibleDescription(`${hint} Teléfono muy corto`);
    await user.clear(phone);
    await user.type(phone, '+57 300 123 4567');
    expect(phone).toHaveAccessibleDescription(hint);

    const email = field('Email');
    await user.click(email);
    await user.tab();
    expect(email).toHaveAccessibleDescription('Email necesario.');
    await user.type(email, 'juan@correo');
    expect(email).toHaveAccessibleDescription('Vuelve a introducir un email válido.');
    await user.type(email, '.co');
    expect(email).not.toHaveAccessibleDescription();
  });

  it('asks group insurance for the employee count, masked with thousand dots up to 6 digits', async () => {
    const user = userEvent.setup();
    render(<ContactWidget inline productType="SEGURO_COLECTIVO" />);
    const employees = field('Cantidad de empleados');
    await user.click(employees);
    await user.tab();
    expect(employees).toHaveAccessibleDescription('Cantidad de empleados necesaria.');
    await user.type(employees, '12a34567');
    expect(employees).toHaveValue('123.456');
    expect(employees).not.toHaveAccessibleDescription();
  });

  it("says what is missing when 'Enviar' is pressed too early, instead of a silently disabled button", async () => {
    const user = userEvent.setup();
    const { requests } = stubFetch(() => ({ status: 201, body: { data: {} } }));
    render(<ContactWidget inline />);
    const send = screen.getByRole('button', { name: 'Enviar' });
    expect(send).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(send);
    expect(
      screen.getByText('Para enviar, revisa estos campos: Nombre, Teléfono, Email y Autorización de datos personales.'),
    ).toHaveAttribute('role', 'alert');
    expect(field('Nombre')).toHaveFocus();
    expect(field('Nombre')).toHaveAccessibleDescription('Nombre necesario');

    await user.type(field('Nombre'), 'Ana Gómez');
    await user.type(screen.getByRole('textbox', { name: 'Teléfono' }), '3001234567');
    expect(
      screen.getByText('Para enviar, revisa estos campos: Email y Autorización de datos personales.'),
    ).toBeInTheDocument();
    await user.type(field('Email'), 'ana@correo.co');
    expect(screen.getByText('Para enviar, revisa estos campos: Autorización de datos personales.')).toBeInTheDocument();
    await tickAuthorisation(user);
    expect(screen.queryByText(/Para enviar, revisa/)).not.toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('asks for the data authorisation, unticked, linked to the policy, and sends nothing without it', async () => {
    const user = userEvent.setup();
    const { requests } = stubFetch(() => ({ status: 201, body: { data: {} } }));
    render(<ContactWidget inline />);
    const box = screen.getByRole('checkbox', { name: AUTHORISATION_LABEL });
    expect(box).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'tratamiento de mis datos personales' })).toHaveAttribute(
      'href',
      '/politica-de-tratamiento-de-datos',
    );
    await user.type(field('Nombre'), 'Ana Gómez');
    await user.type(screen.getByRole('textbox', { name: 'Teléfono' }), '3001234567');
    await user.type(field('Email'), 'ana@correo.co');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(box).toHaveAccessibleDescription(AUTHORISATION_REQUIRED);
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });
});
