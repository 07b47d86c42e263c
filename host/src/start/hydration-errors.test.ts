import { reportHydrationError } from './hydration-errors';

const fetchMock = jest.fn(async () => ({ ok: true }) as Response);

beforeEach(() => {
  fetchMock.mockClear();
  global.fetch = fetchMock as unknown as typeof fetch;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('reportHydrationError', () => {
  it('reports markup that differed between the server and the first render', () => {
    reportHydrationError(new Error("Hydration failed because the server rendered text didn't match the client."));
    const body = JSON.parse(String((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body));
    expect(body).toMatchObject({ kind: 'render', message: expect.stringContaining('hydration: Hydration failed') });
  });

  it('says nothing of a slot the server left to the browser (production and development words)', () => {
    reportHydrationError(new Error('Minified React error #419; visit https://react.dev/errors/419'));
    reportHydrationError(
      new Error('The server could not finish this Suspense boundary, likely due to an error during server rendering.'),
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
