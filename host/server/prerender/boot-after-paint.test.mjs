import { BOOT_WAIT_CAP_MS, bootAfterPaint, bootStarter } from './boot-after-paint.mjs';

const SHELL = '<html><head><link rel="preload" href="http://localhost:3002/remoteEntry.js" as="script"><link rel="preload" href="http://localhost:3002/mf-manifest.json" as="fetch" crossorigin="anonymous"><link rel="preload" href="http://localhost:3002/p.css" as="style"><title>QS</title><script defer="defer" src="/main.abc.js"></script><script defer="defer" src="/second.js"></script></head><body><div id="root"></div></body></html>';

/** Runs the starter against a page of our own: its load event, frames and timers are driven by the test. */
const runStarter = (readyState) => {
  const appended = [];
  const listeners = [];
  const frames = [];
  const timers = [];
  const document = {
    readyState,
    head: { appendChild: (element) => appended.push(element) },
    createElement: (tag) => ({ tag }),
  };
  const page = {
    appended,
    load: () => listeners.filter(([type]) => type === 'load').forEach(([, listener]) => listener()),
    nextFrame: () => frames.splice(0).forEach((callback) => callback()),
    runTimers: (upTo) => timers.filter((timer) => timer.delay <= upTo && !timer.done).forEach((timer) => ((timer.done = true), timer.callback())),
  };
  const addEventListener = (type, listener) => listeners.push([type, listener]);
  const requestAnimationFrame = (callback) => frames.push(callback);
  const setTimeout = (callback, delay) => timers.push({ callback, delay });
  new Function('document', 'addEventListener', 'requestAnimationFrame', 'setTimeout', bootStarter(['/main.abc.js', '/second.js']))(
    document,
    addEventListener,
    requestAnimationFrame,
    setTimeout,
  );
  return page;
};

describe('the boot starter', () => {
  it('starts the entry scripts, in order, after the load event and the two frames that follow it', () => {
    const page = runStarter('loading');
    page.runTimers(0);
    expect(page.appended).toEqual([]);
    page.load();
    page.runTimers(0);
    expect(page.appended).toEqual([]);
    page.nextFrame();
    page.runTimers(0);
    expect(page.appended).toEqual([]);
    page.nextFrame();
    page.runTimers(0);
    expect(page.appended).toEqual([
      { tag: 'script', src: '/main.abc.js', async: false },
      { tag: 'script', src: '/second.js', async: false },
    ]);
    // The cap firing later does not start them a second time.
    page.runTimers(BOOT_WAIT_CAP_MS);
    expect(page.appended).toHaveLength(2);
  });

  it('starts anyway after the cap when the load event is held up (a hanging image)', () => {
    const page = runStarter('interactive');
    page.runTimers(BOOT_WAIT_CAP_MS - 1);
    expect(page.appended).toEqual([]);
    page.runTimers(BOOT_WAIT_CAP_MS);
    expect(page.appended.map((script) => script.src)).toEqual(['/main.abc.js', '/second.js']);
  });

  it('waits only for the frames when the page has already loaded', () => {
    const page = runStarter('complete');
    page.nextFrame();
    page.nextFrame();
    page.runTimers(0);
    expect(page.appended).toHaveLength(2);
  });
});

describe('bootAfterPaint', () => {
  it('turns the deferred entry scripts into preloads and one nonce-d starter', () => {
    const html = bootAfterPaint(SHELL, 'n0');
    expect(html).not.toContain('<script defer');
    expect(html).toContain(
      '<link rel="preload" href="/main.abc.js" as="script" fetchpriority="low"><link rel="preload" href="/second.js" as="script" fetchpriority="low"><script nonce="n0">(function(){',
    );
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).toContain('<title>QS</title>');
  });

  it("gives the route's code hints low priority and leaves its stylesheet hint as it is", () => {
    const html = bootAfterPaint(SHELL, 'n0');
    expect(html).toContain('<link rel="preload" href="http://localhost:3002/remoteEntry.js" as="script" fetchpriority="low">');
    expect(html).toContain('<link rel="preload" href="http://localhost:3002/mf-manifest.json" as="fetch" crossorigin="anonymous" fetchpriority="low">');
    expect(html).toContain('<link rel="preload" href="http://localhost:3002/p.css" as="style">');
  });

  it('leaves a hint that already names its priority (the host\'s start-up chunks) with that one', () => {
    const hint = '<link rel="preload" href="/470.abc.js" as="script" fetchpriority="low">';
    const html = bootAfterPaint(SHELL.replace('<title>', `${hint}<title>`), 'n0');
    expect(html).toContain(`${hint}<title>`);
    expect(html.match(/fetchpriority/g)).toHaveLength(5);
  });

  it('keeps a script source from ending the inline script', () => {
    expect(bootStarter(['/a</script><script>x.js'])).not.toContain('</script');
  });

  it('leaves a shell without deferred entry scripts as it is', () => {
    const plain = '<html><head></head><body></body></html>';
    expect(bootAfterPaint(plain, 'n0')).toBe(plain);
  });
});
