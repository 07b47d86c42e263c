import type { PartnerConfig } from '../api/contract';
import type { Slice } from '../remotes/exposed-modules';

/**
 * What one server render is for: the partner whose site it is (null: the main site) and the slices that site may
 * show. A server renders many visitors' pages at once, so this cannot live in the page-wide stores the browser
 * uses (`setPartner`); the host's server renderer gives the scope of the render running now (per request, through
 * Node's AsyncLocalStorage), and the stores read it first.
 */
export interface RenderScope {
  partner: PartnerConfig | null;
  slices: ReadonlySet<Slice>;
}

let source: (() => RenderScope | undefined) | null = null;

/** Set once by the server renderer. */
export const setRenderScopeSource = (read: () => RenderScope | undefined): void => {
  source = read;
};

/** The server render running now; undefined in the browser. */
export const currentRenderScope = (): RenderScope | undefined => source?.();
