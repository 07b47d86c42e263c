import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addSliceTranslations, apiClient, type Profile } from '@qs/shared';
import es from '../../../i18n/es.json';
import { jsonResponse } from '../../../test/plans';
import { COPIED_NOTICE_MS } from '../hooks/useShareResults';
import { ShareResultsButton } from './ShareResultsButton';

addSliceTranslations('results', es);

const profile = { ingresodatos: true, cotizante: [{ edad: 34, sexo: 'Femenino' }], cargas: [] } as unknown as Profile;
const fetchMock = jest.fn();
const writeText = jest.fn();

const setClipboard = (clipboard: unknown) =>
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });

/** user-event installs its own clipboard on setup; the test's clipboard goes in after it. */
const setup = (clipboard: unknown = { writeText }) => {
  const user = userEvent.setup();
  setClipboard(clipboard);
  return user;
};

afterEach(() => jest.useRealTimers());

beforeEach(() => {
  apiClient.clearCache();
  fetchMock.mockReset().mockResolvedValue(jsonResponse(201, { data: { link: 'AbCd2345', path: '/url/AbCd2345' } }));
  globalThis.fetch = fetchMock;
  writeText.mockReset().mockResolvedValue(undefined);
  window.history.pushState({}, '', '/Comparar/EPS?orden=lowerPrice&pagina=2');
});

describe('ShareResultsButton', () => {
  it('sends the current path, query and profile, copies {origin}/url/{link} and announces it for 2000 ms', async () => {
    jest.useFakeTimers();
    setClipboard({ writeText });
    render(<ShareResultsButton profile={profile} />);
    fireEvent.click(screen.getByRole('button', { name: 'Compartir resultados' }));
    // The call and the copy settle at the click's instant; the clock moves by 1 ms only.
    await act(() => jest.advanceTimersByTimeAsync(1));

    const notice = screen.getByText('¡Enlace del plan copiado al portapapeles!');
    expect(notice).toHaveAttribute('aria-live', 'polite');
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/buscarplanes/sharedinsurance');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({
      url: '/Comparar/EPS?orden=lowerPrice&pagina=2',
      decodedProfile: profile,
    });
    expect(writeText).toHaveBeenCalledWith('http://localhost/url/AbCd2345');

    act(() => jest.advanceTimersByTime(COPIED_NOTICE_MS - 2));
    expect(notice).toHaveTextContent('¡Enlace del plan copiado al portapapeles!');
    act(() => jest.advanceTimersByTime(1));
    expect(notice).toBeEmptyDOMElement();
  });

  it('shares a view without a profile as decodedProfile null', async () => {
    const user = setup();
    render(<ShareResultsButton profile={null} />);
    await user.click(screen.getByRole('button', { name: 'Compartir resultados' }));
    await screen.findByText('¡Enlace del plan copiado al portapapeles!');
    expect(JSON.parse(String((fetchMock.mock.calls[0] as [string, RequestInit])[1].body)).decodedProfile).toBeNull();
  });

  it('shows the link selected in a labelled read-only field when the clipboard refuses', async () => {
    writeText.mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
    const user = setup();
    render(<ShareResultsButton profile={profile} />);
    await user.click(screen.getByRole('button', { name: 'Compartir resultados' }));

    const field = await screen.findByRole('textbox', { name: 'Copia este enlace para compartir los resultados' });
    expect(field).toHaveValue('http://localhost/url/AbCd2345');
    expect(field).toHaveAttribute('readonly');
    expect(field).toHaveFocus();
    const input = field as HTMLInputElement;
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, input.value.length]);
    expect(screen.queryByText('¡Enlace del plan copiado al portapapeles!')).not.toBeInTheDocument();
  });

  it('falls back to the field when there is no clipboard at all', async () => {
    const user = setup(null);
    render(<ShareResultsButton profile={profile} />);
    await user.click(screen.getByRole('button', { name: 'Compartir resultados' }));
    expect(await screen.findByRole('textbox', { name: 'Copia este enlace para compartir los resultados' })).toHaveValue(
      'http://localhost/url/AbCd2345',
    );
  });

  it('says so when the link cannot be created, and Reintentar tries again', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(500, { statusCode: 500, message: 'x' }));
    const user = setup();
    render(<ShareResultsButton profile={profile} />);
    await user.click(screen.getByRole('button', { name: 'Compartir resultados' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos crear el enlace para compartir.');
    expect(writeText).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('¡Enlace del plan copiado al portapapeles!')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
