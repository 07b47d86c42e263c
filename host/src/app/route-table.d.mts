import type { Slice } from '@qs/shared';

export const PRODUCT_NAME: string;
export const REDIRECTS: ReadonlyArray<{ from: string; to: string }>;
export const SLICE_ROUTES: ReadonlyArray<{ path: string; slice: Slice; module: string }>;
export const FALLBACK_ROUTE: { slice: Slice; module: string };
export const HOST_ROUTES: ReadonlyArray<{ path: string; module: string }>;
export const fillTarget: (target: string, params: Record<string, string | undefined>) => string;
export const routeForPath: (pathname: string) => { slice: Slice | null; module: string };
export const routeMatchForPath: (pathname: string) => {
  slice: Slice | null;
  module: string;
  path: string | null;
  params: Record<string, string | undefined>;
};
