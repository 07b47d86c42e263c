// Writes one slice's line into a registry file (host/registry/*.json, ADR 0001), the other lines as they were.
// Atomic: a temporary file beside it, then a rename, so the host (which reads the file on every request) never
// reads half a file.
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** @typedef {{ name: string, entry: string, version: string, ssrEntry?: string }} RegistryLine */

/** @param {string} file */
export const readRegistryFile = (file) => {
  if (!existsSync(file)) return { remotes: [] };
  const document = JSON.parse(readFileSync(file, 'utf8'));
  if (!Array.isArray(document?.remotes)) throw new Error(`${file} has no "remotes" list`);
  return document;
};

/**
 * Replaces the line of `line.name` (in its place), or adds it at the end.
 * @param {string} file @param {RegistryLine} line
 * @returns {RegistryLine | undefined} the line it replaced
 */
export const writeRegistryLine = (file, line) => {
  const document = readRegistryFile(file);
  const index = document.remotes.findIndex((remote) => remote?.name === line.name);
  const previous = index === -1 ? undefined : document.remotes[index];
  const remotes = index === -1 ? [...document.remotes, line] : document.remotes.with(index, line);
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.${Date.now()}.tmp`);
  try {
    writeFileSync(temporary, `${JSON.stringify({ ...document, remotes }, null, 2)}\n`);
    renameSync(temporary, file);
  } finally {
    rmSync(temporary, { force: true });
  }
  return previous;
};
