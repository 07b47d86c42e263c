// Shared code (@qs/shared, @qs/contract) changes only with a changeset (docs/adr/0021-shared-code-versions.md).
// `.changeset/released-sources.json` holds, for each package, the version of its last release and a fingerprint
// of its sources then; a package whose sources differ from that fingerprint needs a pending changeset naming it.
// The record is in the repository, so the check means the same on a clean CI checkout (no history, no tags).
//   node scripts/shared-code-release.mjs           checks (npm test runs it as shared-code-release.test.mjs)
//   node scripts/shared-code-release.mjs --record  records the sources just released (`npm run version:packages`)
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CHANGESETS = path.join(ROOT, '.changeset');
const RECORD = path.join(CHANGESETS, 'released-sources.json');

/** The versioned shared code: package name → workspace folder. */
export const SHARED_CODE = { '@qs/shared': 'shared', '@qs/contract': 'contract' };

/** Tests and snapshots are not the package: changing them needs no release. */
const isSource = (file) => !/\.test\.[cm]?[jt]sx?$/.test(file) && !file.includes('__snapshots__');

const filesUnder = (dir, base = dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full, base);
    return [path.relative(base, full).split(path.sep).join('/')];
  });

/**
 * A fingerprint of what a package ships: every source file under src/ (path and content) and its package.json
 * without the version line (a dependency change counts; the release's own version bump does not).
 * @param {Array<[string, string | Buffer]>} files  [path relative to the workspace, content]
 */
export const fingerprint = (files) => {
  const hash = createHash('sha256');
  for (const [file, content] of [...files].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const body =
      file === 'package.json' ? JSON.stringify({ ...JSON.parse(String(content)), version: undefined }) : content;
    hash.update(file).update('\0').update(body).update('\0');
  }
  return hash.digest('hex');
};

/** The package's files as they are in the working tree. */
export const workspaceFiles = (dir) => {
  const folder = path.join(ROOT, dir);
  const sources = filesUnder(path.join(folder, 'src')).filter(isSource);
  return [
    ['package.json', readFileSync(path.join(folder, 'package.json'))],
    ...sources.map((file) => [`src/${file}`, readFileSync(path.join(folder, 'src', file))]),
  ];
};

/** Package names a pending changeset (`.changeset/*.md` front matter) releases. */
export const pendingReleases = (changesets) =>
  new Set(
    changesets.flatMap((text) => {
      const front = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? '';
      return [...front.matchAll(/^\s*['"]?([^'":]+)['"]?\s*:\s*(major|minor|patch)\s*$/gm)].map((match) => match[1]);
    }),
  );

/**
 * What is wrong, in words: a package changed since its last release with no pending changeset, or a version that is
 * not the recorded release's (bumped by hand).
 * @param {{ record: Record<string, { version: string, sources: string }>, current: Record<string, { version: string, sources: string }>, pending: Set<string> }} state
 */
export const releaseProblems = ({ record, current, pending }) =>
  Object.entries(current).flatMap(([name, now]) => {
    const last = record[name];
    if (!last) return [`${name} has no recorded release: run \`npm run version:packages\``];
    if (last.version !== now.version)
      return [
        `${name} is at ${now.version} but its last release was ${last.version}: versions move only with \`npm run version:packages\``,
      ];
    if (last.sources !== now.sources && !pending.has(name))
      return [
        `${name} changed since its release ${last.version} with no changeset: run \`npx changeset\` and describe the change`,
      ];
    return [];
  });

const currentState = () =>
  Object.fromEntries(
    Object.entries(SHARED_CODE).map(([name, dir]) => {
      const files = workspaceFiles(dir);
      return [name, { version: JSON.parse(String(files[0][1])).version, sources: fingerprint(files) }];
    }),
  );

const pendingChangesets = () =>
  readdirSync(CHANGESETS)
    .filter((file) => file.endsWith('.md') && file !== 'README.md')
    .map((file) => readFileSync(path.join(CHANGESETS, file), 'utf8'));

/** The problems of the repository as it is now. */
export const checkRepository = () =>
  releaseProblems({
    record: JSON.parse(readFileSync(RECORD, 'utf8')),
    current: currentState(),
    pending: pendingReleases(pendingChangesets()),
  });

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--record')) {
    writeFileSync(RECORD, `${JSON.stringify(currentState(), null, 2)}\n`);
  } else {
    const problems = checkRepository();
    for (const problem of problems) console.error(problem);
    process.exitCode = problems.length > 0 ? 1 : 0;
  }
}
