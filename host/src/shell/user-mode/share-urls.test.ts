import { clientUrl, staffUrl } from './share-urls';

const page =
  'https://quieroseguro.co/Comparar/EPS?page=2&utm_source=google&gclid=abc&force-refresh=true&pixels=false&forceRefresh=1&IFRAME_AUTH=t0k#planes';

describe('share URLs', () => {
  it('gives the client the page without switches, staff or tracking parameters', () => {
    expect(clientUrl(page)).toBe('https://quieroseguro.co/Comparar/EPS?page=2#planes');
    expect(clientUrl('https://quieroseguro.co/')).toBe('https://quieroseguro.co/');
  });

  it('gives staff the same page with every switch as stored, internal traffic on', () => {
    expect(staffUrl(page, { 'internal-traffic': false, 'force-refresh': true, pixels: false })).toBe(
      'https://quieroseguro.co/Comparar/EPS?page=2&internal-traffic=true&force-refresh=true&pixels=false#planes',
    );
  });
});
