import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addSliceTranslations } from '@qs/shared';
import es from '../../../i18n/es.json';
import { RobotScreen } from './RobotScreen';
import { jsonResponse } from '../../../test/plans';

addSliceTranslations('results', es);

// Only the network is stubbed; the screen and the API client run for real.
const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

describe('RobotScreen', () => {
  it("shows the seed's texts and answers the challenge with a POST, then asks again", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { data: { human: true } }));
    const onConfirmed = jest.fn();
    render(<RobotScreen challenge="v1.carga.firma" onConfirmed={onConfirmed} />);
    expect(screen.getByRole('alert')).toHaveTextContent('El sistema piensa que eres un robot...');
    expect(screen.getByRole('heading', { name: 'El sistema piensa que eres un robot...' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Soy humano!' }));
    await waitFor(() => expect(onConfirmed).toHaveBeenCalledTimes(1));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/buscarplanes/notrobot');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body)).toEqual({ challenge: 'v1.carga.firma' });
  });

  it('asks again when the challenge is refused (expired), so the visitor gets a fresh one', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(410, { message: 'El desafío de verificación expiró. Vuelve a comparar para recibir uno nuevo.' }));
    const onConfirmed = jest.fn();
    render(<RobotScreen challenge="v1.vieja.firma" onConfirmed={onConfirmed} />);
    await userEvent.click(screen.getByRole('button', { name: 'Soy humano!' }));
    await waitFor(() => expect(onConfirmed).toHaveBeenCalledTimes(1));
  });

  it('without a challenge it sends nothing and only asks again', async () => {
    const onConfirmed = jest.fn();
    render(<RobotScreen challenge={undefined} onConfirmed={onConfirmed} />);
    await userEvent.click(screen.getByRole('button', { name: 'Soy humano!' }));
    await waitFor(() => expect(onConfirmed).toHaveBeenCalledTimes(1));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
