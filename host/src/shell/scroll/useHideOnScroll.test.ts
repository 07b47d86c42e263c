import { act, renderHook } from '@testing-library/react';
import { useHideOnScroll } from './useHideOnScroll';

const scrollTo = (y: number) => {
  window.scrollY = y;
  window.dispatchEvent(new Event('scroll'));
};

beforeEach(() => {
  jest.useFakeTimers();
  window.scrollY = 0;
});
afterEach(() => jest.useRealTimers());

describe('useHideOnScroll', () => {
  it('hides after scrolling down and shows after scrolling up, once the 10 ms debounce settles', () => {
    const { result } = renderHook(() => useHideOnScroll(true));
    act(() => scrollTo(400));
    expect(result.current).toBe(false);
    act(() => jest.advanceTimersByTime(10));
    expect(result.current).toBe(true);

    act(() => scrollTo(250));
    act(() => jest.advanceTimersByTime(10));
    expect(result.current).toBe(false);
  });

  it('reads only the last position of a burst of scroll events', () => {
    const { result } = renderHook(() => useHideOnScroll(true));
    act(() => {
      scrollTo(500);
      jest.advanceTimersByTime(5);
      scrollTo(20);
      jest.advanceTimersByTime(10);
    });
    expect(result.current).toBe(false);
  });

  it('never hides when disabled (desktop)', () => {
    const { result } = renderHook(() => useHideOnScroll(false));
    act(() => {
      scrollTo(600);
      jest.advanceTimersByTime(10);
    });
    expect(result.current).toBe(false);
  });
});
