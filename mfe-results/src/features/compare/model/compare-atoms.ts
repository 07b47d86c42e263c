import { atom } from 'jotai';
import type { CompareProduct } from './compare-product';

/** The chosen plan ids in slot order; mirrored into the URL (`comparar`) by useCompareSelection. */
export const compareIdsAtom = atom<number[]>([]);

/** Products fetched by id; null when the API left the id out (unknown, not comparable, not the partner's). */
export const compareProductsAtom = atom<Record<number, CompareProduct | null>>({});
