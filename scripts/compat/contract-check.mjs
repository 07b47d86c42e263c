// The static half of `npm run test:compat`: does every build ask only for modules the other release's slices
// expose? What a build asks for is read from its bundles (the exposed-module ids `qs_<slice>/<Module>` its code
// loads: the host's pages and widgets, and a slice's loads of another slice's widgets); what a slice exposes is its
// build's `mf-manifest.json`. Two checkouts are compared: today's and the previous release's.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

/** The slices and their workspaces (scripts/workspaces.mjs has the same four). */
export const SLICE_DIRS = {
  results: 'mfe-results',
  detail: 'mfe-detail',
  forms: 'mfe-forms',
  content: 'mfe-content',
};
/** The host's builds: its browser bundle and its server renderer (both load slices). */
const HOST_OUTPUTS = ['host/dist', 'host/dist-server'];
/** An exposed-module id as the code loads it: `qs_forms/ContactWidget`. */
const MODULE_ID = /\bqs_([a-z]+)\/([A-Za-z0-9_]+)/g;

/** Every `.js`/`.mjs` file under `dir` (none when it does not exist). */
const scriptsUnder = (dir) => {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.m?js$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
};

/** The exposed-module ids named in `texts`, as `Map<slice, Set<module>>`. */
export const requestsIn = (texts) => {
  /** @type {Map<string, Set<string>>} */
  const requests = new Map();
  for (const text of texts)
    for (const [, slice, module] of text.matchAll(MODULE_ID)) {
      if (!Object.hasOwn(SLICE_DIRS, slice)) continue;
      const modules = requests.get(slice) ?? new Set();
      modules.add(module);
      requests.set(slice, modules);
    }
  return requests;
};

/** What a slice's manifest exposes (module names), or null when it has no build. */
export const exposesIn = (manifestFile) => {
  if (!existsSync(manifestFile)) return null;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  return new Set((manifest.exposes ?? []).map((expose) => expose.name ?? String(expose.path).replace(/^\.\//, '')));
};

/**
 * One checkout's builds: what each consumer (the host, each slice) asks for and what each slice exposes.
 * @param {string} root a checkout whose host and slices are built
 */
export const readRelease = (root) => {
  const read = (dirs) =>
    requestsIn(dirs.flatMap((dir) => scriptsUnder(path.join(root, dir))).map((file) => readFileSync(file, 'utf8')));
  const consumers = new Map([['host', read(HOST_OUTPUTS)]]);
  const exposes = new Map();
  for (const [slice, dir] of Object.entries(SLICE_DIRS)) {
    consumers.set(slice, read([`${dir}/dist`]));
    exposes.set(slice, exposesIn(path.join(root, dir, 'dist/mf-manifest.json')));
  }
  return { root, consumers, exposes };
};

const label = (release, who) => `${release}'s ${who === 'host' ? 'host' : `${who} slice`}`;

/** @typedef {{ name: string, consumers: Map<string, Map<string, Set<string>>>, exposes: Map<string, Set<string> | null> }} Release */

/**
 * Every mix of the two releases a deployment can make: a consumer (the host or a slice) of one release with the
 * slices of the other. Answers one problem per module a consumer asks for that the other release's slice does not
 * expose, and the pairs that were checked.
 * @param {Release} a @param {Release} b
 */
export const checkReleases = (a, b) => {
  const problems = [];
  const checked = [];
  /** @type {Array<[Release, Release]>} */
  const mixes = [
    [a, b],
    [b, a],
  ];
  for (const [consumerRelease, providerRelease] of mixes) {
    for (const [consumer, requests] of consumerRelease.consumers) {
      for (const [slice, modules] of requests) {
        // A slice's loads of its own modules are served by its own build.
        if (slice === consumer) continue;
        const exposed = providerRelease.exposes.get(slice);
        if (exposed === null || exposed === undefined) {
          problems.push(
            `${label(consumerRelease.name, consumer)} asks for ${[...modules].map((m) => `qs_${slice}/${m}`).join(', ')}, ` +
              `but ${providerRelease.name} has no build of the ${slice} slice (no mf-manifest.json)`,
          );
          continue;
        }
        checked.push(`${label(consumerRelease.name, consumer)} → ${label(providerRelease.name, slice)}`);
        for (const module of modules)
          if (!exposed.has(module))
            problems.push(
              `${label(consumerRelease.name, consumer)} asks for qs_${slice}/${module}, ` +
                `which ${label(providerRelease.name, slice)} does not expose (its mf-manifest.json: ${[...exposed].join(', ')})`,
            );
      }
    }
  }
  if (!a.consumers.get('host')?.size || !b.consumers.get('host')?.size)
    problems.push('a host build names no exposed module: is it built? (host/dist, host/dist-server)');
  return { problems, checked };
};

/** Compares two built checkouts; `names` say which is which in the report. */
export const checkCheckouts = (todayRoot, previousRoot, names = { today: 'today', previous: 'the previous release' }) =>
  checkReleases(
    { name: names.today, ...readRelease(todayRoot) },
    { name: names.previous, ...readRelease(previousRoot) },
  );

// `node scripts/compat/contract-check.mjs --previous <checkout> [--today <checkout>]`: exits 1 on a problem.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { today: { type: 'string' }, previous: { type: 'string' } } });
  if (!values.previous) {
    console.error('usage: contract-check.mjs --previous <built checkout> [--today <built checkout>]');
    process.exit(2);
  }
  const today = path.resolve(values.today ?? path.join(path.dirname(new URL(import.meta.url).pathname), '../..'));
  const { problems, checked } = checkCheckouts(today, path.resolve(values.previous));
  console.log(`contract: ${checked.length} consumer → slice pairs checked`);
  for (const problem of problems) console.error(`contract: ${problem}`);
  process.exit(problems.length > 0 ? 1 : 0);
}
