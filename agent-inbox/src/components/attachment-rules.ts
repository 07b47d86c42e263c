/** What the API takes (ADR 0018): images and PDFs up to 5 MB. It reads the type from the bytes; this only spares a useless upload. */
export const MAX_ATTACHMENT_BYTES = 5 * 1024 * 1024;
const TYPES = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'application/pdf']);

export const checkAttachment = (file: Pick<File, 'size' | 'type'>): string | null => {
  if (!TYPES.has(file.type)) return 'Solo se pueden adjuntar imágenes (JPG, PNG, GIF, WebP) o PDF';
  if (file.size > MAX_ATTACHMENT_BYTES) return 'El archivo pesa más de 5 MB';
  return null;
};
