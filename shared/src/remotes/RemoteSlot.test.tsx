import type { ReactNode } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { RemoteSlot } from './RemoteSlot';
import { registerSlices } from './federation';

// The federation runtime is the network boundary of a remote load: it is the one thing stubbed.
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));

const mockedLoadRemote = jest.mocked(loadRemote);
const fetchMock = jest.fn(async () => ({ ok: true }) as Response);

const HomePage = () => <h1>Inicio del sitio</h1>;

beforeEach(() => {
  jest.clearAllMocks();
  global.fetch = fetchMock as unknown as typeof fetch;
  registerSlices([
    { name: 'content', entry: 'http://localhost:3004/mf-manifest.json', version: '1.0.0' },
    { name: 'results', entry: 'http://localhost:3001/mf-manifest.json', version: '1.0.0' },
  ]);
});

describe('RemoteSlot', () => {
  it('shows a loading state, then the remote component', async () => {
    mockedLoadRemote.mockResolvedValueOnce({ default: HomePage });
    render(<RemoteSlot module="qs_content/HomePage" props={{}} />);
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Inicio del sitio' })).toBeInTheDocument();
    expect(mockedLoadRemote).toHaveBeenCalledWith('qs_content/HomePage');
  });

  it('degrades to the error panel, reports the failure, and Reintentar loads the remote again', async () => {
    mockedLoadRemote
      .mockRejectedValueOnce(new Error('ScriptNetworkError'))
      .mockResolvedValueOnce({ default: HomePage });
    render(<RemoteSlot module="qs_content/HomePage" props={{}} />);

    expect(await screen.findByRole('heading', { name: 'Error al cargar resultados' })).toBeInTheDocument();
    const report = JSON.parse(
      String(
        (fetchMock.mock.calls[0] as unknown[])[1] && ((fetchMock.mock.calls[0] as unknown[])[1] as RequestInit).body,
      ),
    );
    expect(report).toMatchObject({ kind: 'remote-load', slice: 'content' });

    jest.mocked(registerRemotes).mockClear();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(registerRemotes).toHaveBeenCalledWith([expect.objectContaining({ name: 'qs_content' })], { force: true });
    expect(await screen.findByRole('heading', { name: 'Inicio del sitio' })).toBeInTheDocument();
  });

  it('one Reintentar brings the slice back in every area of the page that showed its panel', async () => {
    // A plan page composes the forms slice twice (its FAQ and its contact column): one load, both fail together.
    const Widget = () => <p>Formulario de contacto</p>;
    mockedLoadRemote.mockRejectedValueOnce(new Error('ScriptNetworkError')).mockResolvedValue({ default: Widget });
    registerSlices([{ name: 'forms', entry: 'http://localhost:3003/mf-manifest.json', version: '1.0.0' }]);
    render(
      <>
        <section aria-label="Preguntas frecuentes">
          <RemoteSlot module="qs_forms/ContactWidget" props={{}} />
        </section>
        <aside aria-label="¿Te interesa este plan?">
          <RemoteSlot module="qs_forms/ContactWidget" props={{ inline: true }} />
        </aside>
      </>,
    );
    const faq = screen.getByRole('region', { name: 'Preguntas frecuentes' });
    const aside = screen.getByRole('complementary', { name: '¿Te interesa este plan?' });
    expect(await within(faq).findByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    expect(await within(aside).findByRole('button', { name: 'Reintentar' })).toBeInTheDocument();

    await userEvent.click(within(aside).getByRole('button', { name: 'Reintentar' }));
    expect(await within(aside).findByText('Formulario de contacto')).toBeInTheDocument();
    expect(await within(faq).findByText('Formulario de contacto')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
  });

  it('contains a remote that throws while rendering', async () => {
    const Broken = () => {
      throw new Error('boom');
    };
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockedLoadRemote.mockResolvedValueOnce({ default: Broken });
    render(
      <>
        <p>Encabezado</p>
        <RemoteSlot module="qs_content/HomePage" props={{}} />
      </>,
    );
    expect(await screen.findByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    expect(screen.getByText('Encabezado')).toBeInTheDocument();
  });

  it('never fetches a slice the registry does not list (a partner without it)', async () => {
    render(<RemoteSlot module="qs_forms/ContactWidget" props={{}} />);
    expect(await screen.findByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    expect(mockedLoadRemote).not.toHaveBeenCalled();
  });

  it('frames its loading and error states for a module that is itself a modal, and not the module', async () => {
    mockedLoadRemote
      .mockRejectedValueOnce(new Error('ScriptNetworkError'))
      .mockResolvedValueOnce({ default: HomePage });
    const frame = (fallback: ReactNode) => <section aria-label="Marco del llamador">{fallback}</section>;
    render(<RemoteSlot module="qs_content/HomePage" props={{}} frame={frame} />);
    const framed = screen.getByRole('region', { name: 'Marco del llamador' });
    expect(within(framed).getByRole('status')).toBeInTheDocument();
    // The frame of the error state is the caller's too (a new one: the loading state's was the Suspense fallback's).
    await screen.findByRole('button', { name: 'Reintentar' });
    const retry = within(screen.getByRole('region', { name: 'Marco del llamador' })).getByRole('button', {
      name: 'Reintentar',
    });

    await userEvent.click(retry);
    expect(await screen.findByRole('heading', { name: 'Inicio del sitio' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Marco del llamador' })).not.toBeInTheDocument();
  });

  describe('whenVisible', () => {
    let reveal: () => void;
    beforeEach(() => {
      // jsdom has no layout: the observer is the browser API this stands in for.
      global.IntersectionObserver = class {
        constructor(callback: IntersectionObserverCallback) {
          reveal = () =>
            callback([{ isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
        }
        observe() {}
        disconnect() {}
      } as unknown as typeof IntersectionObserver;
    });
    afterEach(() => {
      delete (global as { IntersectionObserver?: unknown }).IntersectionObserver;
    });

    it('keeps blank space and loads nothing until the slot nears the viewport', async () => {
      mockedLoadRemote.mockResolvedValueOnce({ default: HomePage });
      const { container } = render(<RemoteSlot module="qs_content/HomePage" props={{}} minHeight={360} whenVisible />);
      const placeholder = container.querySelector('[data-remote-state="deferred"]');
      expect(placeholder).toHaveStyle({ minHeight: '360px' });
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
      expect(mockedLoadRemote).not.toHaveBeenCalled();

      act(() => reveal());
      expect(await screen.findByRole('heading', { name: 'Inicio del sitio' })).toBeInTheDocument();
      expect(mockedLoadRemote).toHaveBeenCalledWith('qs_content/HomePage');
    });
  });
});
