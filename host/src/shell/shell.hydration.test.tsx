import { screen } from '@testing-library/react';
import { colombia } from '@qs/shared';
import { hydrateServerMarkup, renderOnServer } from '../../../tools/jest/server-render';
import { fakeApi } from './test/render-shell';
import { ShellParts } from './test/ShellParts';

afterEach(() => jest.restoreAllMocks());

describe('hydrating the shell', () => {
  it("matches the server's markup, then shows this visitor's user mode", async () => {
    fakeApi({});
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const serverHtml = renderOnServer(<ShellParts path="/Comparar/EPS" />);
    localStorage.setItem('internal-traffic', 'true');
    localStorage.setItem(colombia.storageKeys.referrer, JSON.stringify({ email: 'ana@quieroseguro.co', name: 'Ana María', loggedAs: 'referral', initialDate: new Date().toISOString() }));

    const { recoverableErrors, unmount } = await hydrateServerMarkup(serverHtml, <ShellParts path="/Comparar/EPS" />);

    expect(recoverableErrors).toEqual([]);
    expect(await screen.findByRole('complementary', { name: /modo/i })).toHaveTextContent('Ana María');
    unmount();
  });
});
