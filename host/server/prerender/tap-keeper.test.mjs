/**
 * @jest-environment jsdom
 */
// The page-side script (or the markup) this server sends runs in a browser: jsdom stands in for it here (the
// rest of the host-server project runs in Node).
import '@testing-library/jest-dom';
import { SNAPSHOT_WAITING_CSS, TAPS_KEY, tapKeeper, WAITING_ATTRIBUTE } from './tap-keeper.mjs';

const click = (target, init) => target.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true, ...init }));

describe('the tap keeper', () => {
  let host;
  beforeEach(() => {
    document.body.innerHTML = '<div id="qs-prerendered"></div><div id="root"></div>';
    host = /** @type {HTMLElement} */ (document.getElementById('qs-prerendered'));
    // A closed shadow root, as the server sends it: a click inside reaches the document as a click on its host.
    host.attachShadow({ mode: 'closed' }).innerHTML = '<button type="button">Comparar</button>';
    new Function(tapKeeper())();
  });
  afterEach(() => delete window[TAPS_KEY]);

  it('keeps the point of a tap on the snapshot, in page coordinates, and marks the snapshot as waiting', () => {
    window.scrollY = 200;
    click(host, { detail: 1, clientX: 40, clientY: 30 });
    expect(window[TAPS_KEY]).toEqual([{ x: 40, y: 230, at: expect.any(Number) }]);
    expect(host).toHaveAttribute(WAITING_ATTRIBUTE);
    window.scrollY = 0;
  });

  it('ignores clicks elsewhere, clicks made with the keyboard, and any click once the snapshot is gone', () => {
    click(document.getElementById('root'), { detail: 1, clientX: 5, clientY: 5 });
    click(host, { detail: 0 });
    // A frame's placeholders become what the visitor has not seen: a tap there is not kept.
    host.setAttribute('data-qs-frame', '');
    click(host, { detail: 1, clientX: 5, clientY: 5 });
    expect(host).not.toHaveAttribute(WAITING_ATTRIBUTE);
    host.removeAttribute('data-qs-frame');
    host.remove();
    click(host, { detail: 1, clientX: 5, clientY: 5 });
    expect(window[TAPS_KEY]).toEqual([]);
  });

  it('gives the waiting snapshot a progress cursor and bar that respect reduced motion', () => {
    expect(SNAPSHOT_WAITING_CSS).toContain(`#qs-prerendered[${WAITING_ATTRIBUTE}]{cursor:progress}`);
    expect(SNAPSHOT_WAITING_CSS).toContain('prefers-reduced-motion');
  });
});
