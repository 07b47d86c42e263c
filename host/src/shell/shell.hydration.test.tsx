import { screen } from '@testing-library/react';
import { colombia } from '@qs/shared';
import { hydrateServerMarkup, renderOnServer } from '../../../tools/jest/server-render';
import { fakeApi, setViewportWidth } from './test/render-shell';
import { ShellParts } from './test/ShellParts';

afterEach(() => jest.restoreAllMocks());

describe('hydrating the shell', () => {
  it("matches the server's markup, then shows this visitor's user mode", async () => {
    fakeApi({});
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const serverHtml = renderOnServer(<ShellParts path="/Comparar/EPS" />);
    localStorage.setItem('internal-traffic', 'true');
    localStorage.setItem(
      colombia.storageKeys.referrer,
      JSON.stringify({
        email: 'ana@quieroseguro.co',
        name: 'Ana María',
        loggedAs: 'referral',
        initialDate: new Date().toISOString(),
      }),
    );

    const { recoverableErrors, unmount } = await hydrateServerMarkup(serverHtml, <ShellParts path="/Comparar/EPS" />);

    expect(recoverableErrors).toEqual([]);
    expect(await screen.findByRole('complementary', { name: /modo/i })).toHaveTextContent('Ana María');
    unmount();
  });

  it('on a phone, hydrates the menu row and hamburger the server drew, then keeps only the hamburger', async () => {
    fakeApi({});
    setViewportWidth(390);
    const serverHtml = renderOnServer(<ShellParts path="/Comparar/EPS" />);
    // The server cannot know the viewport: both are in its markup and header.css shows one of them.
    expect(serverHtml).toContain('qs-menu--bar');
    expect(serverHtml).toContain('qs-hamburger');

    const { recoverableErrors, unmount } = await hydrateServerMarkup(serverHtml, <ShellParts path="/Comparar/EPS" />);

    expect(recoverableErrors).toEqual([]);
    expect(screen.getByRole('button', { name: 'Abrir menú' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Menú principal' })).not.toBeInTheDocument();
    unmount();
  });

  it('on desktop, keeps the menu row and drops the hamburger after hydration', async () => {
    fakeApi({});
    setViewportWidth(1280);
    const serverHtml = renderOnServer(<ShellParts path="/Comparar/EPS" />);

    const { recoverableErrors, unmount } = await hydrateServerMarkup(serverHtml, <ShellParts path="/Comparar/EPS" />);

    expect(recoverableErrors).toEqual([]);
    expect(screen.getByRole('navigation', { name: 'Menú principal' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Abrir menú' })).not.toBeInTheDocument();
    unmount();
  });
});
