import { startPrerenderTakeover } from './prerender-takeover';

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

  it('takes over when the live area shows an error panel (a slice that is down)', async () => {
    const root = page();
    startPrerenderTakeover();
    root.innerHTML = '<main><section role="alert"><h2>No pudimos cargar esta sección</h2></section></main>';
    await flush();
    expect(document.getElementById('qs-prerendered')).toBeNull();
  });

  it('gives up waiting after the prerender time-out (seed 000 §9: 10000 ms)', async () => {
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
