import { atom } from 'jotai';
import type { CompareProduct } from '@qs/shared';

/** The chosen plan ids in slot order; mirrored into the URL (`comparar`) by useCompareSelection. */
export const compareIdsAtom = atom<number[]>([]);

/**
 * Products fetched by `productKey` (the id and the profile they were priced for); null when the API left the
 * id out (unknown, not comparable, not the partner's).
 */
export const compareProductsAtom = atom<Record<string, CompareProduct | null>>({});

/** A product is priced for a profile: a new profile asks for the chosen products again. */
export const productKey = (id: number, profileKey: string): string => `${id}:${profileKey}`;
