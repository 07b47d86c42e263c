import Type, { type Static } from 'typebox';
import { Data, Nullable } from './common.ts';

/** A plan's PDF documents (docs/product/api.md#plan-detail-calls): the list, and each file. */

export const DocumentKind = Type.Union([Type.Literal('conditions'), Type.Literal('brochure')]);
export type DocumentKind = Static<typeof DocumentKind>;

export const PlanDocument = Type.Object({
  title: Type.String(),
  kind: DocumentKind,
  url: Type.String({ description: 'Its GET /api/documents/files/{file} path' }),
  size: Nullable(Type.Integer({ description: 'Bytes; null until the PDF has been drawn' })),
  pages: Type.Integer(),
});
export type PlanDocument = Static<typeof PlanDocument>;
export const PlanDocumentsAnswer = Data(
  Type.Array(PlanDocument, { description: 'The general conditions, then the brochure' }),
);

/** A document's file name: lower case, digits and hyphens, ending in .pdf. */
export const DOCUMENT_FILE_PATTERN = '^[a-z0-9-]{1,200}\\.pdf$';
export const DocumentFileParams = Type.Object({ file: Type.String({ pattern: DOCUMENT_FILE_PATTERN }) });

/** The PDF itself, streamed as it is stored (its bytes, not JSON). */
export const PdfFile = Type.Unsafe<AsyncIterable<Uint8Array>>({
  type: 'string',
  format: 'binary',
  description: 'The PDF’s bytes, as stored',
});
export const PdfFileAnswer = { description: 'The PDF file', content: { 'application/pdf': { schema: PdfFile } } };
