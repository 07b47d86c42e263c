import { act, renderHook } from '@testing-library/react';
import { allTextLayersDone, useTextLayers } from './useTextLayers';

describe('text layers', () => {
  it('are done only when every page that started has its text', () => {
    expect(allTextLayersDone({})).toBe(false);
    expect(allTextLayersDone({ 1: 'done', 2: 'pending' })).toBe(false);
    expect(allTextLayersDone({ 1: 'done', 2: 'done' })).toBe(true);
  });

  it('follows pages drawn again (a resize)', () => {
    const { result } = renderHook(() => useTextLayers());
    act(() => result.current.report(1, 'pending'));
    expect(result.current.allDone).toBe(false);
    act(() => result.current.report(1, 'done'));
    expect(result.current.allDone).toBe(true);
    act(() => result.current.report(1, 'pending'));
    expect(result.current.allDone).toBe(false);
  });
});
