// What the site's builds are, in which order they run, and whether one can be reused: the decisions of
// scripts/build.mjs (and so of `npm start`), kept apart from running them so that they can be tested.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The installed dependencies' versions: every build reads them. */
const LOCKFILE = 'package-lock.json';
/** What every front-end build reads besides its own workspace. */
const FRONT_END_INPUTS = [
  'shared/src',
  'shared/package.json',
  'contract/src',
  'contract/package.json',
  'tools/webpack',
];
/** Settings of the environment a build writes into its output (create-config.js). */
export const BUILD_ENV = ['QS_BUILD_VERSION', 'QS_OUT_DIR'];
/** The slice a visitor of `/` sees first: built first of the slices, so that the home page is complete soonest. */
export const HOME_SLICE_DIR = 'mfe-content';
/** Where a build's record (the hash of the inputs it was built from) is kept: outside its outputs, never served. */
const RECORDS = 'node_modules/.cache/qs-builds';

const WEBPACK = 'webpack-cli/bin/cli.js';

/**
 * @typedef {{ dir: string, inputs: string[], outputs: string[], command: { bin: string, args: string[] } }} BuildTarget
 * `inputs` and `outputs` are paths from the repository's root; `command` runs in `dir` with the repository's Node,
 * `bin` being a file of node_modules.
 */

/**
 * The site's builds, in the order they start: the API and the host first (nothing serves without them), then the
 * slices, the home page's first. One process per workspace: the host's browser build and its server renderer are
 * one webpack run of both configurations (as a slice's two containers are), not two runs one after the other.
 * The staff apps (`apps`: the agents' inbox) come last: no visitor's page waits for them.
 * @param {{ remotes: Array<{ dir: string }>, apps?: Array<{ dir: string }>, typeCheck?: boolean }} options
 *   `typeCheck: false` compiles the API without checking its types (`tsc --noCheck`: the same files, in half the
 *   time; `npm run typecheck` checks them)
 * @returns {BuildTarget[]}
 */
export const buildTargets = ({ remotes, apps = [], typeCheck = true }) => [
  {
    dir: 'api',
    inputs: [
      'api/src',
      'api/package.json',
      // @qs/contract: the API type-checks against it (Node loads its files at run time, unbuilt).
      'contract/src',
      'contract/package.json',
      'api/tsconfig.json',
      'api/tsconfig.build.json',
      'tsconfig.base.json',
      LOCKFILE,
    ],
    outputs: ['api/dist'],
    command: {
      bin: 'typescript/bin/tsc',
      args: ['-p', 'tsconfig.build.json', ...(typeCheck ? [] : ['--noCheck'])],
    },
  },
  {
    dir: 'host',
    inputs: [
      'host/src',
      'host/public',
      'host/package.json',
      'host/webpack.config.js',
      'host/webpack.server.config.js',
      ...FRONT_END_INPUTS,
      LOCKFILE,
    ],
    outputs: ['host/dist', 'host/dist-server'],
    command: {
      bin: WEBPACK,
      args: ['--mode', 'production', '-c', 'webpack.config.js', '-c', 'webpack.server.config.js'],
    },
  },
  ...[...[...remotes].sort((a, b) => Number(b.dir === HOME_SLICE_DIR) - Number(a.dir === HOME_SLICE_DIR)), ...apps].map(
    ({ dir }) => ({
      dir,
      inputs: [
        `${dir}/src`,
        `${dir}/public`,
        `${dir}/package.json`,
        `${dir}/webpack.config.js`,
        ...FRONT_END_INPUTS,
        LOCKFILE,
      ],
      outputs: [`${dir}/dist`],
      command: { bin: WEBPACK, args: ['--mode', 'production'] },
    }),
  ),
];

/** The files under `input` (a file or a folder), relative to `root`, sorted; none when it does not exist. */
const filesOf = (root, input) => {
  const full = path.join(root, input);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [input];
  return readdirSync(full)
    .filter((name) => name !== 'node_modules')
    .sort()
    .flatMap((name) => filesOf(root, path.join(input, name)));
};

/**
 * One hash of what a build reads: every input file's path and content, and the build settings of `env`. A file
 * touched but unchanged (a checkout, a save with no edit) keeps the hash; an edit undone gives the former one back.
 * @param {string} root @param {string[]} inputs @param {Record<string, string | undefined>} [env]
 */
export const inputsHash = (root, inputs, env = {}) => {
  const hash = createHash('sha256');
  for (const name of Object.keys(env).sort()) hash.update(`env ${name}=${env[name] ?? ''}\0`);
  for (const input of inputs) {
    hash.update(`input ${input}\0`);
    for (const file of filesOf(root, input)) {
      hash.update(`file ${file.split(path.sep).join('/')}\0`);
      hash.update(readFileSync(path.join(root, file)));
      hash.update('\0');
    }
  }
  return hash.digest('hex');
};

const recordFile = (root, dir) => path.join(root, RECORDS, `${dir}.json`);

/** The hash of the inputs `dir` was last built from by this script, or null. */
export const readRecord = (root, dir) => {
  try {
    return JSON.parse(readFileSync(recordFile(root, dir), 'utf8')).inputs ?? null;
  } catch {
    return null;
  }
};

/** Records that `dir` was built from inputs of hash `inputs`. */
export const recordBuild = (root, dir, inputs) => {
  mkdirSync(path.join(root, RECORDS), { recursive: true });
  writeFileSync(recordFile(root, dir), `${JSON.stringify({ inputs, builtAt: new Date().toISOString() })}\n`);
};

/** Forgets `dir`'s record before it is built again: a build that fails half way leaves no outputs to reuse. */
export const forgetBuild = (root, dir) => rmSync(recordFile(root, dir), { force: true });

/**
 * Each target with the hash of its inputs and whether its last build can be reused: its outputs are all there
 * and were built from the same inputs (never with `all`). A build made another way (`npm run build -w host`) has
 * no record and is made again once.
 * @param {string} root @param {BuildTarget[]} targets
 * @param {{ all?: boolean, env?: Record<string, string | undefined> }} [options]
 * @returns {Array<BuildTarget & { hash: string, reuse: boolean }>}
 */
export const planBuilds = (root, targets, { all = false, env = {} } = {}) =>
  targets.map((target) => {
    const hash = inputsHash(root, target.inputs, env);
    const reuse =
      !all &&
      target.outputs.every((output) => existsSync(path.join(root, output))) &&
      readRecord(root, target.dir) === hash;
    return { ...target, hash, reuse };
  });
