import { readHostConfig } from './host-config.mjs';

describe('the host settings', () => {
  it('renders pages on the server unless QS_SSR=off, which serves the plain shell, rendered in the browser', () => {
    expect(readHostConfig({}).ssr).toBe(true);
    expect(readHostConfig({ QS_SSR: 'on' }).ssr).toBe(true);
    expect(readHostConfig({ QS_SSR: 'off' }).ssr).toBe(false);
  });
});
