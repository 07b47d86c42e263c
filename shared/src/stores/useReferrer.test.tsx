import { act, renderHook } from '@testing-library/react';
import { saveReferrer } from './referrer-store';
import { useReferrer } from './useReferrer';

describe('useReferrer', () => {
  const ana = {
    email: 'ana@quieroseguro.co',
    name: 'Ana María',
    loggedAs: 'referral' as const,
    initialDate: new Date().toISOString(),
  };

  it('starts from the stored referrer and follows referrer/changed', () => {
    saveReferrer(ana);
    const { result } = renderHook(() => useReferrer());
    expect(result.current?.name).toBe('Ana María');
    act(() => saveReferrer(null));
    expect(result.current).toBeNull();
    act(() => saveReferrer({ ...ana, name: 'Luisa' }));
    expect(result.current?.name).toBe('Luisa');
  });
});
