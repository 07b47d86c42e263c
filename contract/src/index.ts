/**
 * The API's contract (docs/adr/0011-one-api-contract.md): every route's TypeBox schemas, their TypeScript types
 * (`Static<typeof X>`) and the rules both sides share. The API validates and serialises with the schemas; the
 * browser takes the types only (`import type`) and the rules from `@qs/contract/rules`, which has no schema.
 * Node loads these files as they are (type stripping): relative imports name their `.ts` file, and a type is
 * imported with `import type`.
 */
export * from './schemas/additional-insurance.ts';
export * from './schemas/analytics.ts';
export * from './schemas/chat.ts';
export * from './schemas/common.ts';
export * from './schemas/compare.ts';
export * from './schemas/content.ts';
export * from './schemas/data-rights.ts';
export * from './schemas/documents.ts';
export * from './schemas/feedback.ts';
export * from './schemas/forms.ts';
export * from './schemas/lead-statuses.ts';
export * from './schemas/leads.ts';
export * from './schemas/partners.ts';
export * from './schemas/payment.ts';
export * from './schemas/plan-sections.ts';
export * from './schemas/plans.ts';
export * from './schemas/platform.ts';
export * from './schemas/privacy.ts';
export * from './schemas/profile.ts';
export * from './schemas/purchase.ts';
export * from './schemas/reference.ts';
export * from './schemas/sharing.ts';
export * from './schemas/shell.ts';
export * from './rules/index.mjs';
