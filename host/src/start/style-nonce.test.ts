import { getNonce } from 'get-nonce';
import { adoptStyleNonce } from './style-nonce';

describe('adoptStyleNonce', () => {
  afterEach(() => document.getElementById('qs-site')?.remove());

  it("gives the style-adding libraries the nonce of the server's site settings", () => {
    document.head.insertAdjacentHTML('beforeend', '<script type="application/json" id="qs-site" nonce="bm9uY2UtMTIzNDU2Nzg5MA==">{}</script>');
    expect(adoptStyleNonce()).toBe('bm9uY2UtMTIzNDU2Nzg5MA==');
    expect(getNonce()).toBe('bm9uY2UtMTIzNDU2Nzg5MA==');
  });

  it('changes nothing on a page without one (a static copy of the shell)', () => {
    expect(adoptStyleNonce()).toBeUndefined();
  });
});
