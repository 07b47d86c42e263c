/** @jest-environment node */
import { renderOnServer } from '../../../tools/jest/server-render';
import { StoredStateProbe } from '../test-support/StoredStateProbe';

describe('the store hooks on the server', () => {
  it('render without a browser, as a visitor with nothing stored', () => {
    expect(typeof window).toBe('undefined');
    const html = renderOnServer(<StoredStateProbe />);
    expect(html).toContain('data-testid="hydrated">false<');
    expect(html).toContain('data-testid="profile">none<');
    expect(html).toContain('data-testid="referrer">none<');
    expect(html).toContain('data-testid="internal-traffic">false<');
    expect(html).toContain('data-testid="dropped">none<');
  });
});
