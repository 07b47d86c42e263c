import { createHash } from 'node:crypto';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addSliceTranslations } from '@qs/shared';
import es from '../../../i18n/es.json';
import { RobotScreen } from './RobotScreen';
import { jsonResponse } from '../../../test/plans';
import { leadingZeroBits } from '../model/proof-of-work';

addSliceTranslations('results', es);

// Only the network is stubbed; the screen and the API client run for real.
const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

/** A challenge shaped as the API issues it, asking for `d` bits of work (docs/security.md#human-challenge). */
const challengeAsking = (d: number) =>
  `v1.${Buffer.from(JSON.stringify({ c: 'cliente', e: Date.now() + 120_000, n: 'azar', s: 'episodio', d })).toString('base64url')}.firma`;

describe('RobotScreen', () => {
  it("shows the product's texts (docs/product/results.md#robot-screen), does the challenge's work while the button is busy, posts { challenge, nonce }, then asks again", async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockImplementationOnce(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    const onConfirmed = jest.fn();
    const challenge = challengeAsking(10);
    render(<RobotScreen challenge={challenge} onConfirmed={onConfirmed} />);
    expect(screen.getByRole('alert')).toHaveTextContent('El sistema piensa que eres un robot...');
    expect(screen.getByRole('heading', { name: 'El sistema piensa que eres un robot...' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Soy humano!' }));
    expect(screen.getByRole('button', { name: 'Soy humano!' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Soy humano!' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Comprobando que eres humano…');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/buscarplanes/notrobot');
    expect(init.method).toBe('POST');
    const body = JSON.parse(init.body) as { challenge: string; nonce: string };
    expect(body).toEqual({ challenge, nonce: expect.stringMatching(/^\d+$/) });
    // The API's rule: SHA-256 of `challenge:nonce` starts with the challenge's 10 zero bits.
    expect(leadingZeroBits(createHash('sha256').update(`${challenge}:${body.nonce}`).digest())).toBeGreaterThanOrEqual(
      10,
    );
    expect(onConfirmed).not.toHaveBeenCalled();

    answer(jsonResponse(200, { data: { human: true } }));
    await waitFor(() => expect(onConfirmed).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('button', { name: 'Soy humano!' })).toBeEnabled();
  });

  it('sends a challenge it cannot read alone, for the API to refuse, and asks again', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(400, {
        message: 'El desafío de verificación no es válido. Vuelve a comparar para recibir uno nuevo.',
      }),
    );
    const onConfirmed = jest.fn();
    render(<RobotScreen challenge="v1.e30.no-firmado" onConfirmed={onConfirmed} />);
    await userEvent.click(screen.getByRole('button', { name: 'Soy humano!' }));
    await waitFor(() => expect(onConfirmed).toHaveBeenCalledTimes(1));
    expect(JSON.parse(fetchMock.mock.calls[0]![1].body)).toEqual({ challenge: 'v1.e30.no-firmado' });
  });

  it('after too many passes this hour (429) stays, with the API message, instead of asking again', async () => {
    const message = 'Ya confirmaste que eres humano varias veces en la última hora. Intenta de nuevo más tarde.';
    fetchMock.mockResolvedValueOnce(jsonResponse(429, { message }));
    const onConfirmed = jest.fn();
    render(<RobotScreen challenge={challengeAsking(4)} onConfirmed={onConfirmed} />);
    await userEvent.click(screen.getByRole('button', { name: 'Soy humano!' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(message));
    expect(onConfirmed).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Soy humano!' })).toBeEnabled();
  });

  it('stops working and sends nothing when the screen goes away', async () => {
    const onConfirmed = jest.fn();
    // 24 bits: seconds of work, so the screen is gone first.
    const { unmount } = render(<RobotScreen challenge={challengeAsking(24)} onConfirmed={onConfirmed} />);
    await userEvent.click(screen.getByRole('button', { name: 'Soy humano!' }));
    unmount();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onConfirmed).not.toHaveBeenCalled();
  });

  it('asks again when the challenge is refused (expired), so the visitor gets a fresh one', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(410, { message: 'El desafío de verificación expiró. Vuelve a comparar para recibir uno nuevo.' }),
    );
    const onConfirmed = jest.fn();
    render(<RobotScreen challenge={challengeAsking(4)} onConfirmed={onConfirmed} />);
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
