/** @jest-environment node */
import { renderOnServer } from '../../../tools/jest/server-render';
import { ShellParts } from './test/ShellParts';

// The app's useSiteLocation reads window.history in render; it is being made server-safe with the app's
// bootstrap, outside the shell. Here it is the router's location, which is what it gives without a modal.
jest.mock('../app/useSiteLocation', () => ({ useSiteLocation: jest.requireActual('react-router').useLocation }));

describe('the shell on the server', () => {
  it('renders header, notices, footer and chat launcher without a browser, as every visitor sees them', () => {
    expect(typeof window).toBe('undefined');
    const html = renderOnServer(<ShellParts path="/Comparar/EPS" />);
    expect(html).toContain('<header');
    expect(html).toContain('<footer');
    // The server cannot know the viewport: it draws the menu row and the hamburger (the hydration render does
    // too), and the stylesheet shows one of them.
    expect(html).toContain('qs-menu--bar');
    expect(html).toContain('qs-hamburger');
    // No visitor's user mode (referrer, internal traffic) in the shared markup.
    expect(html).not.toContain('qs-user-mode');
  });
});
