import { useEffect, useState } from 'react';
import { useAtom } from 'jotai';
import type { Comparator } from '@qs/shared';
import { getCompareProducts } from '../api/get-compare-products';
import { compareProductsAtom } from '../model/compare-atoms';
import type { CompareProduct } from '../model/compare-product';

export type ProductSlot = { status: 'ready'; product: CompareProduct } | { status: 'loading' } | { status: 'invalid' };

/**
 * The chosen plans' products, fetched by id once each (cached for the page's life). An id the API leaves
 * out, or a product of another comparator, is invalid: the bar drops it from the selection.
 */
export const useCompareProducts = (ids: readonly number[], comparator: Comparator) => {
  const [products, setProducts] = useAtom(compareProductsAtom);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const missingKey = ids.filter((id) => !(id in products)).join(',');

  useEffect(() => {
    if (!missingKey) return undefined;
    const missing = missingKey.split(',').map(Number);
    const controller = new AbortController();
    setFailed(false);
    getCompareProducts(missing, controller.signal).then(
      (list) => {
        if (controller.signal.aborted) return;
        setProducts((known) => ({ ...known, ...Object.fromEntries(missing.map((id) => [id, list.find((product) => product.id === id) ?? null])) }));
      },
      () => {
        if (!controller.signal.aborted) setFailed(true);
      },
    );
    return () => controller.abort();
  }, [missingKey, attempt, setProducts]);

  const slotOf = (id: number): ProductSlot => {
    if (!(id in products)) return { status: 'loading' };
    const product = products[id];
    return product && comparator.insuranceTypes.includes(product.category) ? { status: 'ready', product } : { status: 'invalid' };
  };

  return { slotOf, failed, retry: () => setAttempt((count) => count + 1) };
};
