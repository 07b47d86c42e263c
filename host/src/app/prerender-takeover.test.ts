import { startPrerenderTakeover, TAKEOVER_MARK } from './prerender-takeover';
import { TAPS_KEY } from './kept-taps.mjs';

const page = () => {
  document.body.innerHTML = `
    <div id="qs-prerendered"><h1>Planes complementarios</h1></div>
    <div id="root" data-qs-prerender inert></div>`;
  return document.getElementById('root')!;
};

const flush = async () => {
  await Promise.resolve();
  jest.advanceTimersByTime(20);
  await Promise.resolve();
};

describe('startPrerenderTakeover', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('keeps the snapshot while the live route area is loading, then shows the live page in its place', async () => {
    const root = page();
    const stop = startPrerenderTakeover();
    root.innerHTML = '<main><div class="qs-spinner" role="status">Cargando</div></main>';
    await flush();
    expect(document.getElementById('qs-prerendered')).not.toBeNull();
    expect(root).toHaveAttribute('inert');

    root.innerHTML = '<main><h1>Planes complementarios</h1><div aria-busy="true"></div></main>';
    await flush();
    expect(document.getElementById('qs-prerendered')).not.toBeNull();

    root.querySelector('[aria-busy]')!.setAttribute('aria-busy', 'false');
    await flush();
    expect(document.getElementById('qs-prerendered')).toBeNull();
    expect(root).not.toHaveAttribute('inert');
    expect(root).not.toHaveAttribute('data-qs-prerender');
    expect(document.querySelectorAll('h1')).toHaveLength(1);
    stop();
  });

  it("gives way from a frame as soon as the live area shows its heading, loading or not", async () => {
    const root = page();
    document.getElementById('qs-prerendered')!.setAttribute('data-qs-frame', '');
    const stop = startPrerenderTakeover();
    root.innerHTML = '<main><div class="qs-spinner" role="status">Cargando</div></main>';
    await flush();
    expect(document.getElementById('qs-prerendered')).not.toBeNull();
    root.innerHTML = '<main><h1>Planes complementarios</h1><div aria-busy="true" role="status">Buscando los mejores planes para ti</div></main>';
    await flush();
    expect(document.getElementById('qs-prerendered')).toBeNull();
    expect(root).not.toHaveAttribute('inert');
    stop();
  });

  it('takes over when the live area shows an error panel (a slice that is down)', async () => {
    const root = page();
    startPrerenderTakeover();
    root.innerHTML = '<main><section role="alert"><h2>No pudimos cargar esta sección</h2></section></main>';
    await flush();
    expect(document.getElementById('qs-prerendered')).toBeNull();
  });

  it('gives up waiting after the prerender time-out of 10000 ms (docs/product/shell.md#prerendering)', async () => {
    const root = page();
    startPrerenderTakeover();
    root.innerHTML = '<main><div aria-busy="true"></div></main>';
    await flush();
    jest.advanceTimersByTime(9_900);
    expect(document.getElementById('qs-prerendered')).not.toBeNull();
    jest.advanceTimersByTime(100);
    expect(document.getElementById('qs-prerendered')).toBeNull();
    expect(root).not.toHaveAttribute('inert');
  });

  it('keeps the scroll position across the takeover', async () => {
    const root = page();
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 240 });
    startPrerenderTakeover();
    // Removing the snapshot would move the page up; the visitor stays where they were.
    const remove = Element.prototype.remove;
    jest.spyOn(Element.prototype, 'remove').mockImplementation(function (this: Element) {
      remove.call(this);
      Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
    });
    root.innerHTML = '<main><h1>Blog</h1></main>';
    await flush();
    expect(scrollTo).toHaveBeenCalledWith(0, 240);
    jest.restoreAllMocks();
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
  });

  it('shows #root at once when the page came without a snapshot', () => {
    document.body.innerHTML = '<div id="root" data-qs-prerender inert></div>';
    startPrerenderTakeover();
    expect(document.getElementById('root')).not.toHaveAttribute('inert');
  });
});

describe('taps made on the snapshot', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    (document as unknown as { elementFromPoint: unknown }).elementFromPoint = () => null;
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  const tapped = (root: HTMLElement, { loading = false } = {}) => {
    (window as unknown as Record<string, unknown>)[TAPS_KEY] = [{ x: 5, y: 5, at: Date.now() }];
    root.innerHTML = `<main><h1>Planes</h1><button type="button">Comparar</button>${loading ? '<div aria-busy="true"></div>' : ''}</main>`;
    const button = root.querySelector('button')!;
    const clicks = jest.fn();
    button.addEventListener('click', clicks);
    jest.spyOn(document, 'elementFromPoint' as never).mockReturnValue(button as never);
    return clicks;
  };

  it('are replayed on the live page once it is complete, and the takeover is marked for the bench', async () => {
    const root = page();
    const mark = jest.spyOn(performance, 'mark');
    startPrerenderTakeover();
    const clicks = tapped(root);
    await flush();
    expect(document.getElementById('qs-prerendered')).toBeNull();
    expect(clicks).toHaveBeenCalledTimes(1);
    expect(mark).toHaveBeenCalledWith(TAKEOVER_MARK);
  });

  it('are dropped when the takeover was forced by the time-out (the page is not what was tapped)', async () => {
    const root = page();
    startPrerenderTakeover();
    const clicks = tapped(root, { loading: true });
    await flush();
    expect(document.getElementById('qs-prerendered')).not.toBeNull();
    jest.advanceTimersByTime(10_000);
    expect(document.getElementById('qs-prerendered')).toBeNull();
    expect(clicks).not.toHaveBeenCalled();
    expect((window as unknown as Record<string, unknown>)[TAPS_KEY]).toBeUndefined();
  });
});
