import { useCallback } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { useSearchParams } from 'react-router';
import { compareIdsAtom } from '../model/compare-atoms';
import { COMPARISON_OPEN_PARAM, removeFromCompare, toggleCompare, withCompareParams } from '../model/compare-slots';

/**
 * The chosen plans and the actions on them. The atom answers at once; the URL (`comparar`, `comparacion`)
 * keeps the set across a reload and in a shared link. Every other query parameter is kept.
 */
export const useCompareSelection = () => {
  const ids = useAtomValue(compareIdsAtom);
  const store = useStore();
  const [searchParams, setSearchParams] = useSearchParams();
  const modalOpen = searchParams.get(COMPARISON_OPEN_PARAM) === '1';

  const commit = useCallback(
    (next: number[], open?: boolean) => {
      store.set(compareIdsAtom, next);
      setSearchParams(
        (current) => withCompareParams(current, next, open ?? current.get(COMPARISON_OPEN_PARAM) === '1'),
        { replace: true },
      );
    },
    [store, setSearchParams],
  );

  const toggle = useCallback((id: number) => commit(toggleCompare(store.get(compareIdsAtom), id)), [commit, store]);
  const remove = useCallback((id: number) => commit(removeFromCompare(store.get(compareIdsAtom), id)), [commit, store]);
  const keepOnly = useCallback((next: number[]) => commit(next), [commit]);
  const openModal = useCallback(() => commit(store.get(compareIdsAtom), true), [commit, store]);
  const closeModal = useCallback(() => commit(store.get(compareIdsAtom), false), [commit, store]);

  return { ids, modalOpen, toggle, remove, keepOnly, openModal, closeModal };
};
