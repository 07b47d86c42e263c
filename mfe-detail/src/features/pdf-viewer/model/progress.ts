/** Whole percent of a download, or null while its size is unknown (no Content-Length). */
export const progressPercent = ({ loaded, total }: { loaded: number; total: number }): number | null => {
  if (!Number.isFinite(total) || total <= 0) return null;
  return Math.min(100, Math.max(0, Math.floor((loaded / total) * 100)));
};
