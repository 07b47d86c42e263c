import { act, renderHook } from '@testing-library/react';
import {
  applySwitchesFromUrl,
  bypassesCaches,
  DEFAULT_SWITCHES,
  readSwitches,
  subscribeSwitches,
  writeSwitch,
} from './switches';
import { useSwitches } from './useSwitches';

describe('switches', () => {
  it('defaults to pixels on and the staff switches off', () => {
    expect(readSwitches()).toEqual({ 'internal-traffic': false, 'force-refresh': false, pixels: true });
  });

  it('stores switches named in the URL; a bare name means true', () => {
    expect(applySwitchesFromUrl('?internal-traffic&pixels=false&other=1')).toEqual(['internal-traffic', 'pixels']);
    expect(readSwitches()).toEqual({ 'internal-traffic': true, 'force-refresh': false, pixels: false });
  });

  it('writeSwitch stores under the key the URL uses and tells the listeners', () => {
    const listener = jest.fn();
    const unsubscribe = subscribeSwitches(listener);
    writeSwitch('force-refresh', true);
    expect(localStorage.getItem('force-refresh')).toBe('true');
    expect(readSwitches()['force-refresh']).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    writeSwitch('force-refresh', false);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('bypassesCaches', () => {
  it('is true for force-refresh or internal traffic, and only then', () => {
    expect(bypassesCaches(DEFAULT_SWITCHES)).toBe(false);
    expect(bypassesCaches({ ...DEFAULT_SWITCHES, 'force-refresh': true })).toBe(true);
    expect(bypassesCaches({ ...DEFAULT_SWITCHES, 'internal-traffic': true })).toBe(true);
    expect(bypassesCaches({ ...DEFAULT_SWITCHES, pixels: false })).toBe(false);
  });
});

describe('useSwitches', () => {
  it('follows writeSwitch and the URL, and keeps its object while nothing changes', () => {
    const { result, rerender } = renderHook(() => useSwitches());
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
    act(() => writeSwitch('internal-traffic', true));
    expect(result.current['internal-traffic']).toBe(true);
    act(() => void applySwitchesFromUrl('?pixels=false'));
    expect(result.current).toEqual({ 'internal-traffic': true, 'force-refresh': false, pixels: false });
  });
});
