export const PRERENDER_TIMEOUT_MS: number;
export type RouteAreaState = 'empty' | 'busy' | 'error' | 'complete';
export function routeAreaState(container: ParentNode | null, options?: { viewportHeight?: number }): RouteAreaState;
export function routeAreaHasHeading(container: ParentNode | null): boolean;
