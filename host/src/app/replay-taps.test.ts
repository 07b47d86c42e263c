import { TAPS_KEY } from './kept-taps.mjs';
import { replayTaps, takeKeptTaps } from './replay-taps';

// jsdom lays nothing out: the point → element lookup is the browser's, given here per test.
const at = (elements: Record<string, Element | null>) =>
  jest.spyOn(document, 'elementFromPoint' as never).mockImplementation(((x: number, y: number) => elements[`${x},${y}`] ?? null) as never);

const live = (html: string) => {
  document.body.innerHTML = `<div id="root">${html}</div>`;
  return document.getElementById('root')!;
};

describe('replayTaps', () => {
  beforeAll(() => {
    // jsdom has no elementFromPoint to spy on.
    (document as unknown as { elementFromPoint: unknown }).elementFromPoint = () => null;
  });
  afterEach(() => jest.restoreAllMocks());
  const now = 1_000_000;

  it('clicks the live control at a tapped point (its inner text too), once however often it was tapped', () => {
    const root = live('<article><button type="button">Comparar <span>plan</span></button></article>');
    const button = root.querySelector('button')!;
    const clicks = jest.fn();
    button.addEventListener('click', clicks);
    at({ '10,20': root.querySelector('span') });
    const taps = [
      { x: 10, y: 20, at: now - 100 },
      { x: 10, y: 20, at: now - 50 },
    ];
    expect(replayTaps(taps, { doc: document, win: window, root, now })).toEqual([button]);
    expect(clicks).toHaveBeenCalledTimes(1);
  });

  it('puts the caret in a text field instead of clicking, and focuses a select', () => {
    const root = live('<label>Edad <input name="edad"></label><select><option>1</option></select>');
    const select = root.querySelector('select')!;
    (select as unknown as { showPicker: () => void }).showPicker = jest.fn(() => {
      throw new DOMException('no activation', 'NotAllowedError');
    });
    at({ '1,1': root.querySelector('input'), '2,2': select });
    replayTaps([{ x: 1, y: 1, at: now }], { doc: document, win: window, root, now });
    expect(document.activeElement).toBe(root.querySelector('input'));
    replayTaps([{ x: 2, y: 2, at: now }], { doc: document, win: window, root, now });
    expect(document.activeElement).toBe(select);
  });

  it('leaves links (they navigated by themselves), disabled controls, stale taps and points off the live page alone', () => {
    const root = live('<a href="/EPS/x"><span>Ver plan</span></a><button disabled>Comparar</button><button aria-disabled="true">Otro</button>');
    const outside = document.createElement('button');
    document.body.append(outside);
    const clicks = jest.fn();
    document.addEventListener('click', clicks);
    at({ '1,1': root.querySelector('span'), '2,2': root.querySelector('button'), '3,3': root.querySelectorAll('button')[1]!, '4,4': outside });
    const taps = [1, 2, 3, 4].map((n) => ({ x: n, y: n, at: now }));
    replayTaps([...taps, { x: 5, y: 5, at: now }, { x: 2, y: 2, at: now - 60_000 }], { doc: document, win: window, root, now });
    expect(clicks).not.toHaveBeenCalled();
    document.removeEventListener('click', clicks);
  });

  it('reads the point in page coordinates: a scroll since the tap is taken into account', () => {
    const root = live('<button>Filtrar</button>');
    const lookup = at({ '10,40': root.querySelector('button') });
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 100 });
    replayTaps([{ x: 10, y: 140, at: now }], { doc: document, win: window, root, now });
    expect(lookup).toHaveBeenCalledWith(10, 40);
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
  });
});

describe('takeKeptTaps', () => {
  it('takes the kept taps once, and none when the keeper never ran', () => {
    const store = window as unknown as Record<string, unknown>;
    store[TAPS_KEY] = [{ x: 1, y: 2, at: 3 }];
    expect(takeKeptTaps(window)).toEqual([{ x: 1, y: 2, at: 3 }]);
    expect(takeKeptTaps(window)).toEqual([]);
  });
});
