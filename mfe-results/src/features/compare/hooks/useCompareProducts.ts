import { useEffect, useState } from 'react';
import { useAtom } from 'jotai';
import type { Comparator, CompareProduct, Profile } from '@qs/shared';
import { getCompareProducts } from '../api/get-compare-products';
import { compareProductsAtom, productKey } from '../model/compare-atoms';

export type ProductSlot = { status: 'ready'; product: CompareProduct } | { status: 'loading' } | { status: 'invalid' };

/**
 * The chosen plans' products, fetched by id once each (cached for the page's life). An id the API leaves
 * out, or a product of another comparator, is invalid: the bar drops it from the selection. With an entered
 * profile (the one the results are priced for) they are priced for it, so bar, modal and card agree.
 */
export const useCompareProducts = (ids: readonly number[], comparator: Comparator, profile: Profile | null = null) => {
  const [products, setProducts] = useAtom(compareProductsAtom);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const priced = profile?.ingresodatos ? profile : null;
  const profileKey = priced ? JSON.stringify(priced) : '';
  const keyOf = (id: number) => productKey(id, profileKey);
  const missingKey = ids.filter((id) => !(keyOf(id) in products)).join(',');

  useEffect(() => {
    if (!missingKey) return undefined;
    const missing = missingKey.split(',').map(Number);
    const controller = new AbortController();
    setFailed(false);
    getCompareProducts(missing, profileKey ? (JSON.parse(profileKey) as Profile) : null, controller.signal).then(
      (list) => {
        if (controller.signal.aborted) return;
        const found = missing.map((id) => [
          productKey(id, profileKey),
          list.find((product) => product.id === id) ?? null,
        ]);
        setProducts((known) => ({ ...known, ...Object.fromEntries(found) }));
      },
      () => {
        if (!controller.signal.aborted) setFailed(true);
      },
    );
    return () => controller.abort();
  }, [missingKey, profileKey, attempt, setProducts]);

  const slotOf = (id: number): ProductSlot => {
    if (!(keyOf(id) in products)) return { status: 'loading' };
    const product = products[keyOf(id)];
    return product && comparator.insuranceTypes.includes(product.category)
      ? { status: 'ready', product }
      : { status: 'invalid' };
  };

  return { slotOf, failed, retry: () => setAttempt((count) => count + 1) };
};
