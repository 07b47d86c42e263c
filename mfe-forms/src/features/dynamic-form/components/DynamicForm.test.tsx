import { Component, type ReactNode } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addSliceTranslations, apiClient } from '@qs/shared';
import es from '../../../i18n/es.json';
import { deferred, stubFetch, type StubAnswer } from '../../../test/fetch-stub';
import { CONTACT_FORM, CONTACT_HASH, definitionOf, field, referenceApi } from '../test/test-definitions';
import type { DynamicFormAnswers } from '../model/definition';
import { DynamicForm } from './DynamicForm';

class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

beforeAll(() => addSliceTranslations('forms', es));
beforeEach(() => {
  apiClient.clearCache();
  sessionStorage.clear();
});
afterEach(() => jest.restoreAllMocks());

const formAnswer = (definition = CONTACT_FORM): StubAnswer => ({
  status: 200,
  body: { data: { integrationForm: definition } },
});

const fillContact = async (user: ReturnType<typeof userEvent.setup>, name = 'Zoë Nguyễn') => {
  await user.type(screen.getByRole('textbox', { name: 'Nombre completo' }), name);
  await user.type(screen.getByRole('textbox', { name: 'Teléfono' }), '300 123 4567');
  await user.type(screen.getByRole('textbox', { name: 'Correo electrónico' }), 'zoe@correo.co');
};

describe('DynamicForm', () => {
  it('says what is missing when the send button is pressed too early, instead of a silently disabled button', async () => {
    const user = userEvent.setup();
    stubFetch(referenceApi('CO'));
    const onSubmit = jest.fn(async () => undefined);
    render(<DynamicForm structure={CONTACT_FORM} onSubmit={onSubmit} />);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Prefijo' })).toHaveValue('+57'));
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(
      await screen.findByText(/^Para enviar, revisa estos campos: Nombre completo, .*Correo electrónico\.$/),
    ).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('textbox', { name: 'Nombre completo' })).toHaveFocus();
    await fillContact(user);
    await waitFor(() => expect(screen.queryByText(/Para enviar, revisa/)).not.toBeInTheDocument());
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows 'Cargando formulario ...' while the process's form loads, then its fields and button", async () => {
    const answer = deferred<StubAnswer>();
    const { requests } = stubFetch(
      referenceApi('CO', (request) =>
        request.path === `/api/integration/form/${CONTACT_HASH}` ? answer.promise : { status: 404 },
      ),
    );
    render(<DynamicForm processId={CONTACT_HASH} onSubmit={async () => undefined} />);
    expect(screen.getByRole('status')).toHaveTextContent('Cargando formulario ...');
    answer.resolve(formAnswer());
    expect(await screen.findByRole('textbox', { name: 'Nombre completo' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Teléfono' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Mensaje' })).toBeInTheDocument();
    // Company-only fields wait for a company product.
    expect(screen.queryByRole('textbox', { name: 'Cantidad de empleados' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeEnabled();
    expect(requests.filter((request) => request.path.startsWith('/api/integration/form/'))).toHaveLength(1);
  });

  it('throws without a process id or a structure, as an error boundary shows it', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <Boundary>
        <DynamicForm onSubmit={async () => undefined} />
      </Boundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Process UUID or form structure is required');
  });

  it("shows the error panel when the form cannot load, and 'Reintentar' loads it", async () => {
    const user = userEvent.setup();
    let calls = 0;
    stubFetch(
      referenceApi('CO', (request) =>
        request.path.startsWith('/api/integration/form/')
          ? ++calls === 1
            ? { status: 500, body: { message: 'caído' } }
            : formAnswer()
          : { status: 404 },
      ),
    );
    render(<DynamicForm processId={CONTACT_HASH} onSubmit={async () => undefined} />);
    expect(await screen.findByRole('heading', { name: 'No pudimos cargar el formulario' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Tenemos problemas con nuestro servidor' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('textbox', { name: 'Nombre completo' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Tenemos problemas con nuestro servidor' })).not.toBeInTheDocument();
  });

  it('shows errors only once a field is dirty: required, then the regex helper', async () => {
    const user = userEvent.setup();
    stubFetch(referenceApi());
    render(<DynamicForm structure={CONTACT_FORM} onSubmit={async () => undefined} />);
    const name = screen.getByRole('textbox', { name: 'Nombre completo' });
    await user.click(name);
    await user.tab();
    expect(screen.queryByText('Este campo es requerido')).not.toBeInTheDocument();
    await user.type(name, 'R2');
    await waitFor(() => expect(name).toHaveAccessibleDescription('Ingrese solamente letras'));
    expect(name).toHaveAttribute('aria-invalid', 'true');
    // Typed and erased: back to the start, still edited, so the required message shows.
    await user.clear(name);
    await waitFor(() => expect(name).toHaveAccessibleDescription('Este campo es requerido'));
  });

  it.each(['Zoë Nguyễn', 'José Pérez-Ávila'])(
    'accepts the name %s and sends the answers by fldName',
    async (fullName) => {
      const user = userEvent.setup();
      stubFetch(referenceApi('CO'));
      const onSubmit = jest.fn(async (_answers: DynamicFormAnswers) => undefined);
      render(<DynamicForm structure={CONTACT_FORM} onSubmit={onSubmit} />);
      await waitFor(() => expect(screen.getByRole('combobox', { name: 'Prefijo' })).toHaveValue('+57'));
      await fillContact(user, fullName);
      expect(screen.queryByText('Ingrese solamente letras')).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Enviar' }));
      await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
      expect(onSubmit.mock.calls[0]![0]).toEqual({
        fld_fullname: fullName,
        fld_phone_prefix: '+57',
        fld_telephone: '300 123 4567',
        fld_email: 'zoe@correo.co',
        fld_contact_hour: null,
        fld_msg: null,
      });
      // A success resets the form.
      await waitFor(() => expect(screen.getByRole('textbox', { name: 'Nombre completo' })).toHaveValue(''));
    },
  );

  it("says 'Espere mientras enviamos su solicitud...' and stays disabled while sending; a failure keeps the answers", async () => {
    const user = userEvent.setup();
    stubFetch(referenceApi());
    const sending = deferred<void>();
    let fail = true;
    render(
      <DynamicForm
        structure={CONTACT_FORM}
        onSubmit={() => (fail ? sending.promise.then(() => Promise.reject(new Error('caído'))) : Promise.resolve())}
      />,
    );
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Prefijo' })).toHaveValue('+57'));
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    // aria-disabled, so the focus stays on it; a second press is ignored.
    expect(await screen.findByRole('button', { name: 'Espere mientras enviamos su solicitud...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    sending.resolve();
    expect(await screen.findByRole('button', { name: 'Enviar' })).toBeEnabled();
    expect(screen.getByRole('textbox', { name: 'Nombre completo' })).toHaveValue('Zoë Nguyễn');
    fail = false;
  });

  it('shows the invalid-form message when every touched control is dirty and one is invalid', async () => {
    const user = userEvent.setup();
    stubFetch(referenceApi());
    render(<DynamicForm structure={CONTACT_FORM} onSubmit={async () => undefined} />);
    await user.type(screen.getByRole('textbox', { name: 'Nombre completo' }), 'Ana');
    await user.type(screen.getByRole('textbox', { name: 'Correo electrónico' }), 'ana@');
    await user.tab();
    expect(await screen.findByText('Revisa los campos marcados antes de enviar')).toBeInTheDocument();
  });

  it("reads 'Por favor verifique los datos ingresados' when the definition's validation script refuses the answers", async () => {
    const user = userEvent.setup();
    stubFetch(referenceApi());
    window.__QS_PROFILE_VALIDATORS__ = { ViajeValidation: () => 'La fecha de regreso es anterior' };
    const structure = definitionOf([field('fld_fullname', { label: 'Nombre completo', isRequired: true })], {
      integrationForms: [
        {
          integrationFormFields: [field('fld_fullname', { label: 'Nombre completo', isRequired: true })],
          validationScript: '/api/forms/validation/viaje.js',
        },
      ],
    });
    const onSubmit = jest.fn(async () => undefined);
    render(<DynamicForm structure={structure} onSubmit={onSubmit} submitLabel="Cotizar" />);
    await user.type(screen.getByRole('textbox', { name: 'Nombre completo' }), 'Ana');
    await user.click(screen.getByRole('button', { name: 'Cotizar' }));
    // jsdom does not download scripts: the test plays the browser's load event.
    const script = await waitFor(() => {
      const found = document.head.querySelector<HTMLScriptElement>('script[src$="/api/forms/validation/viaje.js"]');
      expect(found).not.toBeNull();
      return found!;
    });
    script.dispatchEvent(new Event('load'));
    expect(await screen.findByRole('button', { name: 'Por favor verifique los datos ingresados' })).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(screen.getByRole('textbox', { name: 'Nombre completo' }), 'a');
    expect(await screen.findByRole('button', { name: 'Cotizar' })).toBeInTheDocument();
    delete window.__QS_PROFILE_VALIDATORS__;
  });
});
