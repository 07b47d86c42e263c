import { mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createFileCache } from './file-cache.mjs';

describe('createFileCache', () => {
  let dir;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'qs-file-cache-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('parses a file once while it is unchanged, and again as soon as it is written again', async () => {
    const file = path.join(dir, 'remotes.json');
    writeFileSync(file, '{"remotes":[]}');
    const parse = jest.fn(JSON.parse);
    const read = createFileCache(parse);
    const first = await read(file);
    expect(await read(file)).toBe(first);
    expect(parse).toHaveBeenCalledTimes(1);
    // A deploy writes a new file and moves it over the old one: the next read sees it.
    const next = path.join(dir, 'next.json');
    writeFileSync(next, '{"remotes":[{"name":"results"}]}');
    renameSync(next, file);
    expect(await read(file)).toEqual({ remotes: [{ name: 'results' }] });
    expect(parse).toHaveBeenCalledTimes(2);
  });

  it('rejects for a file that is not there, and keeps nothing for it', async () => {
    const read = createFileCache();
    const file = path.join(dir, 'index.html');
    await expect(read(file)).rejects.toThrow(/ENOENT/);
    writeFileSync(file, '<html></html>');
    expect(await read(file)).toBe('<html></html>');
  });

  it('a file that cannot be parsed is read again next time', async () => {
    const file = path.join(dir, 'remotes.json');
    writeFileSync(file, '{');
    const read = createFileCache(JSON.parse);
    await expect(read(file)).rejects.toThrow();
    writeFileSync(file, '{"remotes":[]}');
    expect(await read(file)).toEqual({ remotes: [] });
  });
});
