// Files the host reads for every page (its own index.html and start-up list, the registry), kept in memory and read
// again only when they change on disk: a stat per request instead of a read and a parse. A switched registry line
// (a slice's deploy or rollback) still changes the next page, as a file written again has a new modification time
// or size.
import { statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';

/**
 * `read(file)` → the file parsed by `parse` (its text by default), the same value for as long as the file is
 * unchanged. Rejects like readFile when the file cannot be read (nothing is kept then).
 * @template T
 * @param {(text: string) => T} [parse]
 */
export const createFileCache = (parse = (text) => /** @type {T} */ (/** @type {unknown} */ (text))) => {
  /** @type {Map<string, { stamp: string, value: Promise<T> }>} */
  const files = new Map();
  /** @param {string} file @returns {Promise<T>} */
  return (file) => {
    let stamp;
    try {
      const stat = statSync(file, { bigint: true });
      stamp = `${stat.mtimeNs}:${stat.size}:${stat.ino}`;
    } catch (error) {
      files.delete(file);
      return Promise.reject(error);
    }
    const kept = files.get(file);
    if (kept?.stamp === stamp) return kept.value;
    const value = readFile(file, 'utf8').then(parse);
    files.set(file, { stamp, value });
    value.catch(() => files.get(file)?.value === value && files.delete(file));
    return value;
  };
};
