import { useEffect, useRef } from 'react';
import { useStore } from 'jotai';
import { useSearchParams } from 'react-router';
import { getEventBus } from '@qs/shared';
import { compareIdsAtom } from '../model/compare-atoms';
import {
  COMPARE_PARAM,
  parseCompareParam,
  sameIds,
  serializeCompareParam,
  withCompareParams,
  COMPARISON_OPEN_PARAM,
} from '../model/compare-slots';

/**
 * Keeps the selection atom equal to the URL (a reload, a shared link, Back) and announces every change on
 * the bus. Mounted once per page, by the comparison bar.
 */
export const useCompareSync = (ids: readonly number[]) => {
  const store = useStore();
  const [searchParams, setSearchParams] = useSearchParams();
  const raw = searchParams.get(COMPARE_PARAM);

  useEffect(() => {
    const fromUrl = parseCompareParam(raw);
    if (!sameIds(fromUrl, store.get(compareIdsAtom))) store.set(compareIdsAtom, fromUrl);
    // A hand-edited link (junk, repeats, more than 3) is rewritten to what the page shows.
    if (raw !== null && raw !== serializeCompareParam(fromUrl)) {
      setSearchParams((current) => withCompareParams(current, fromUrl, current.get(COMPARISON_OPEN_PARAM) === '1'), {
        replace: true,
      });
    }
  }, [raw, store, setSearchParams]);

  // Leaving the page empties the selection, as the list state is reset (docs/product/results.md#list-states).
  useEffect(() => () => store.set(compareIdsAtom, []), [store]);

  const announced = useRef('');
  const key = serializeCompareParam(ids);
  useEffect(() => {
    if (key === announced.current) return;
    announced.current = key;
    getEventBus().emit('compare/changed', { planIds: parseCompareParam(key) });
  }, [key]);
};
