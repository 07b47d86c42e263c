import { renderHook } from '@testing-library/react';
import { colombia } from '../country/colombia';
import { emptyProfile } from '../domain/profile';
import { hydrateServerMarkup, renderOnServer } from '../../../tools/jest/server-render';
import { StoredStateProbe } from '../test-support/StoredStateProbe';
import { useBrowserState } from '../ui/useBrowserState';

const storeVisitorState = () => {
  localStorage.setItem(
    colombia.storageKeys.profile,
    JSON.stringify({
      colombia: {
        ...emptyProfile(),
        cotizante: [
          { edad: 30, sexo: 'Femenino' },
          { edad: 31, sexo: 'Masculino' },
        ],
      },
    }),
  );
  localStorage.setItem(
    colombia.storageKeys.referrer,
    JSON.stringify({
      email: 'ana@quieroseguro.co',
      name: 'Ana María',
      loggedAs: 'referral',
      initialDate: new Date().toISOString(),
    }),
  );
  localStorage.setItem('internal-traffic', 'true');
};

/** Reads storage in its render: what the store hooks exist to avoid. */
const ReadsStorageInRender = () => <p>{localStorage.getItem('internal-traffic') ?? 'none'}</p>;

describe('hydrating the server markup of the store hooks', () => {
  it('matches the server in the hydration render, then shows what this visitor stored', async () => {
    const serverHtml = renderOnServer(<StoredStateProbe />);
    storeVisitorState();

    const { container, recoverableErrors, unmount } = await hydrateServerMarkup(serverHtml, <StoredStateProbe />);

    expect(recoverableErrors).toEqual([]);
    const text = (id: string) => container.querySelector(`[data-testid="${id}"]`)?.textContent;
    expect(text('hydrated')).toBe('true');
    expect(text('profile')).toBe('2 cotizante(s)');
    expect(text('referrer')).toBe('Ana María');
    expect(text('internal-traffic')).toBe('true');
    unmount();
  });

  it('reports the mismatch of a render that reads storage (the check these tests rely on)', async () => {
    const serverHtml = renderOnServer(<ReadsStorageInRender />);
    storeVisitorState();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);

    const { recoverableErrors, unmount } = await hydrateServerMarkup(serverHtml, <ReadsStorageInRender />);

    expect(recoverableErrors).toHaveLength(1);
    unmount();
  });
});

describe('useBrowserState', () => {
  it('reads storage at once on a plain browser render, as today', () => {
    const read = jest.fn(() => 'list');
    const { result, rerender } = renderHook(() => useBrowserState(read, 'grid'));
    expect(result.current[0]).toBe('list');
    rerender();
    expect(read).toHaveBeenCalledTimes(1);
  });
});
