import type { PartnerConfig, PartnerContent } from '@qs/contract';

/**
 * A partner as the partners table stores it (docs/product/api.md#partners): the contract's configuration, the
 * origin allowed to frame the site and its own header and footer (`content`, served by
 * GET /api/integration/subdomain-content); read through `partner-directory.ts`.
 */
export type StoredPartner = PartnerConfig & { iframeOrigin: string; content?: Partial<PartnerContent> };
