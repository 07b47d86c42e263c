import { renderHook } from '@testing-library/react';
import { PRERENDER_DELAY_MS, usePrerenderReady } from './prerender';

describe('usePrerenderReady', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    delete window.prerenderReady;
  });
  afterEach(() => jest.useRealTimers());

  it('sets the flag 800 ms after the text layers are done', () => {
    expect(PRERENDER_DELAY_MS).toBe(800);
    const { rerender } = renderHook(({ ready }) => usePrerenderReady(ready), { initialProps: { ready: false } });
    jest.advanceTimersByTime(5000);
    expect(window.prerenderReady).toBeUndefined();

    rerender({ ready: true });
    jest.advanceTimersByTime(799);
    expect(window.prerenderReady).toBeUndefined();
    jest.advanceTimersByTime(1);
    expect(window.prerenderReady).toBe(true);
  });

  it('starts again when a page starts drawing before the delay is over', () => {
    const { rerender } = renderHook(({ ready }) => usePrerenderReady(ready), { initialProps: { ready: true } });
    jest.advanceTimersByTime(500);
    rerender({ ready: false });
    jest.advanceTimersByTime(500);
    expect(window.prerenderReady).toBeUndefined();
    rerender({ ready: true });
    jest.advanceTimersByTime(800);
    expect(window.prerenderReady).toBe(true);
  });

  it('never takes back a flag another part of the page set', () => {
    window.prerenderReady = true;
    const { rerender, unmount } = renderHook(({ ready }) => usePrerenderReady(ready), {
      initialProps: { ready: true },
    });
    rerender({ ready: false });
    unmount();
    jest.advanceTimersByTime(2000);
    expect(window.prerenderReady).toBe(true);
  });

  it('does not fire once the viewer is gone', () => {
    const { unmount } = renderHook(() => usePrerenderReady(true));
    unmount();
    jest.advanceTimersByTime(2000);
    expect(window.prerenderReady).toBeUndefined();
  });
});
