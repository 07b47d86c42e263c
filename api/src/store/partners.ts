import type { PartnerConfig } from '../contract/partners';

/**
 * A partner as the partners table stores it (docs/product/api.md#partners): the contract's configuration and
 * the origin allowed to frame the site; read through `partner-directory.ts`.
 */
export type StoredPartner = PartnerConfig & { iframeOrigin: string };
