// The previous release of the site, built once per commit and kept in /tmp (scripts/compat/README in docs/deploy.md
// 'Compatibility'): which commit it is, how its dependencies are installed, and its production builds.
import { execFileSync, spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Where the previous builds are kept, one folder per commit (QS_COMPAT_CACHE moves it). */
export const CACHE_ROOT = process.env.QS_COMPAT_CACHE ?? path.join(os.tmpdir(), 'qs-compat');
/** The file that marks a cached build as whole: written last. */
const READY = '.compat-ready.json';
/** The workspaces whose builds the compatibility run serves (the API is today's in both runs). */
export const FRONT_END_DIRS = ['host', 'mfe-results', 'mfe-detail', 'mfe-forms', 'mfe-content'];

const git = (root, args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();

/**
 * Which commit is "the previous release" (pure: the caller reads git).
 * - `base` (QS_COMPAT_BASE) wins;
 * - else the newest `release-*` tag that is not today's own commit (today is the working tree: HEAD when clean);
 * - else, with uncommitted changes, HEAD (today is the working tree, the last landed commit is the release);
 * - else HEAD~1 (each landed commit of main is a release: HEAD is today, its parent the previous one).
 * @param {{ base?: string, tags: Array<{ name: string, commit: string }>, head: string, dirty: boolean }} state
 *   `tags` newest first
 * @returns {{ ref: string, why: string }}
 */
export const choosePreviousRef = ({ base, tags, head, dirty }) => {
  if (base) return { ref: base, why: 'QS_COMPAT_BASE' };
  const tag = tags.find(({ commit }) => dirty || commit !== head);
  if (tag) return { ref: tag.name, why: `the newest release tag` };
  if (dirty)
    return { ref: 'HEAD', why: 'the working tree has uncommitted changes: today is the tree, HEAD the release' };
  return { ref: 'HEAD~1', why: 'each landed commit of main is a release: HEAD is today, HEAD~1 the previous one' };
};

/**
 * A shallow clone (a CI checkout of depth 1) has no parent commit: it fetches one more commit from its remote, so the
 * previous release is there to build. A clone without a remote or history says so when `ref` is resolved.
 */
const deepenIfShallow = (root, ref) => {
  if (git(root, ['rev-parse', '--is-shallow-repository']) !== 'true') return;
  try {
    execFileSync('git', ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], { cwd: root, stdio: 'ignore' });
  } catch {
    console.log(`compat: shallow clone without ${ref}; fetching one more commit of history`);
    execFileSync('git', ['fetch', '--deepen=1', '--tags'], { cwd: root, stdio: 'inherit' });
  }
};

/** Reads git and answers the previous release's commit. */
export const previousRelease = (root, { base = process.env.QS_COMPAT_BASE } = {}) => {
  const head = git(root, ['rev-parse', 'HEAD']);
  const tags = git(root, ['tag', '--list', 'release-*', '--sort=-creatordate'])
    .split('\n')
    .filter(Boolean)
    .map((name) => ({ name, commit: git(root, ['rev-parse', `${name}^{commit}`]) }));
  const dirty = git(root, ['status', '--porcelain', '--untracked-files=normal']) !== '';
  const { ref, why } = choosePreviousRef({ base, tags, head, dirty });
  deepenIfShallow(root, ref);
  const commit = git(root, ['rev-parse', `${ref}^{commit}`]);
  return { ref, commit, short: commit.slice(0, 7), why, dirty };
};

/** The installed packages of a lockfile: path → version and integrity (workspace links and the root left out). */
const installedPackages = (lock) =>
  new Map(
    Object.entries(lock.packages ?? {})
      .filter(([where, entry]) => where.startsWith('node_modules/') && !entry.link)
      .map(([where, entry]) => [where, `${entry.version}|${entry.integrity ?? entry.resolved ?? ''}`]),
  );

/**
 * Whether the previous release may run on today's node_modules: its lockfile is today's, or today's only adds
 * packages where no package of the previous tree would find them instead of its own (a new top-level package, or
 * one nested under a new package). Anything else (a version changed, a package removed) needs its own `npm ci`.
 * @param {string} previousText @param {string} todayText the two package-lock.json files
 * @returns {{ reuse: boolean, why: string }}
 */
export const installPlan = (previousText, todayText) => {
  if (previousText === todayText) return { reuse: true, why: 'its package-lock.json is today’s' };
  const before = installedPackages(JSON.parse(previousText));
  const now = installedPackages(JSON.parse(todayText));
  for (const [where, pin] of before) {
    if (!now.has(where)) return { reuse: false, why: `today's lockfile has no ${where}` };
    if (now.get(where) !== pin) return { reuse: false, why: `${where} is another version today` };
  }
  const added = [...now.keys()].filter((where) => !before.has(where));
  for (const where of added) {
    const parent = where.slice(0, where.lastIndexOf('/node_modules/'));
    // Nested under a package the previous tree has: that package would now resolve the new copy.
    if (where.lastIndexOf('/node_modules/') > 0 && before.has(parent))
      return { reuse: false, why: `today's lockfile nests ${where} under a package the previous release has` };
  }
  return {
    reuse: true,
    why:
      added.length === 0
        ? 'the same packages'
        : `today only adds ${added.length} packages, none shadowing one of its own`,
  };
};

/** Each entry of `from` linked into the real folder `to`, except `skip` (names). */
const linkEntries = (from, to, skip) => {
  mkdirSync(to, { recursive: true });
  for (const name of readdirSync(from)) {
    if (skip(name) || existsSync(path.join(to, name))) continue;
    symlinkSync(path.join(from, name), path.join(to, name));
  }
};

/**
 * Gives `tree` (a checkout of the previous release) today's installed packages without sharing anything the
 * builds write: a real node_modules folder of links to today's packages, its own `.cache`, and its own workspace
 * links (`@qs/*` → its own folders, so its code imports its own `@qs/shared`). Each workspace's own node_modules
 * the same way.
 * @param {string} root today's checkout @param {string} tree
 */
export const linkTodaysPackages = (root, tree) => {
  const modules = path.join(tree, 'node_modules');
  linkEntries(
    path.join(root, 'node_modules'),
    modules,
    (name) => name === '@qs' || (name.startsWith('.') && name !== '.bin'),
  );
  mkdirSync(path.join(modules, '@qs'), { recursive: true });
  const workspaces = JSON.parse(readFileSync(path.join(tree, 'package.json'), 'utf8')).workspaces ?? [];
  for (const dir of workspaces) {
    const manifest = path.join(tree, dir, 'package.json');
    if (!existsSync(manifest)) continue;
    const { name } = JSON.parse(readFileSync(manifest, 'utf8'));
    const link = path.join(tree, 'node_modules', name);
    if (!existsSync(link)) symlinkSync(path.relative(path.dirname(link), path.join(tree, dir)), link);
    const own = path.join(root, dir, 'node_modules');
    if (existsSync(own) && lstatSync(own).isDirectory())
      linkEntries(own, path.join(tree, dir, 'node_modules'), (entry) => entry.startsWith('.') && entry !== '.bin');
  }
};

/** Runs a command with its output passed on, prefixed; rejects when it fails. */
const run = (command, args, { cwd, env = process.env, prefix }) =>
  new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const forward = (stream, target) =>
      stream.on('data', (chunk) => target.write(chunk.toString().replace(/^(?=.)/gm, prefix)));
    forward(child.stdout, process.stdout);
    forward(child.stderr, process.stderr);
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(undefined) : reject(new Error(`${command} ${args.join(' ')} failed (${code})`)),
    );
  });

/** The build version the previous release is built with: its pages say which release they are. */
export const previousBuildVersion = (short) => `1.0.0-previous.${short}`;

/**
 * The previous release's front-end builds (host, its server renderer, the four slices' containers), made with the
 * release's own build definition (its scripts/build-plan.mjs, production mode), the API left out: both runs use
 * today's API. Falls back to its `node scripts/build.mjs --all` when it has no build plan.
 */
const buildTree = async (tree, version, log) => {
  /** @type {NodeJS.ProcessEnv} */
  const env = { ...process.env, QS_BUILD_VERSION: version };
  delete env.QS_OUT_DIR;
  const planFile = path.join(tree, 'scripts/build-plan.mjs');
  const plan = existsSync(planFile) ? await import(planFile) : null;
  if (!plan?.buildTargets) {
    await run(process.execPath, ['scripts/build.mjs', '--all'], { cwd: tree, env, prefix: '[previous build] ' });
    return;
  }
  const { REMOTES } = await import(path.join(tree, 'scripts/workspaces.mjs'));
  const targets = plan.buildTargets({ remotes: REMOTES }).filter(({ dir }) => FRONT_END_DIRS.includes(dir));
  const lanes = Math.max(1, Math.min(2, os.availableParallelism()));
  const pending = [...targets];
  await Promise.all(
    Array.from({ length: lanes }, async () => {
      for (let target = pending.shift(); target; target = pending.shift()) {
        const started = Date.now();
        log(`building the previous ${target.dir}…`);
        await run(process.execPath, [path.join(tree, 'node_modules', target.command.bin), ...target.command.args], {
          cwd: path.join(tree, target.dir),
          env,
          prefix: `[previous ${target.dir}] `,
        });
        log(`built the previous ${target.dir} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
      }
    }),
  );
};

/** The cached build of `commit`, or null when it is not (wholly) there. */
export const cachedBuild = (commit) => {
  const dir = path.join(CACHE_ROOT, commit);
  try {
    return { dir, ...JSON.parse(readFileSync(path.join(dir, READY), 'utf8')) };
  } catch {
    return null;
  }
};

/**
 * The previous release's build in the cache (/tmp/qs-compat/<commit>/: its tracked files, its node_modules and its
 * front-end builds), made when missing: a `git worktree` of the commit under /tmp, its packages (today's when the
 * lockfiles allow, else its own `npm ci`), its builds, then the tree moved into the cache and the worktree removed.
 * @param {string} root today's checkout
 * @param {{ commit: string, short: string }} release
 * @returns {Promise<{ dir: string, commit: string, version: string, install: string, linked?: boolean }>}
 */
export const ensurePreviousBuild = async (root, release, log = console.log) => {
  const cached = cachedBuild(release.commit);
  // A build on today's packages is only as good as today's lockfile still allows it (npm install since?).
  if (cached?.linked) {
    const still = installPlan(
      readFileSync(path.join(cached.dir, 'package-lock.json'), 'utf8'),
      readFileSync(path.join(root, 'package-lock.json'), 'utf8'),
    );
    if (!still.reuse) {
      log(
        `previous release ${release.short}: its cached build used today's packages, which changed (${still.why}); building again`,
      );
      rmSync(cached.dir, { recursive: true, force: true });
      return ensurePreviousBuild(root, release, log);
    }
  }
  if (cached) {
    log(`previous release ${release.short}: reusing its build in ${cached.dir}`);
    return cached;
  }
  const worktree = path.join(CACHE_ROOT, `worktree-${release.commit}`);
  const dir = path.join(CACHE_ROOT, release.commit);
  mkdirSync(CACHE_ROOT, { recursive: true });
  rmSync(dir, { recursive: true, force: true });
  if (existsSync(worktree)) {
    execFileSync('git', ['worktree', 'remove', '--force', worktree], { cwd: root, stdio: 'ignore' });
    rmSync(worktree, { recursive: true, force: true });
  }
  execFileSync('git', ['worktree', 'prune'], { cwd: root });
  log(`previous release ${release.short}: checking it out in ${worktree}`);
  execFileSync('git', ['worktree', 'add', '--detach', worktree, release.commit], { cwd: root, stdio: 'ignore' });
  try {
    const plan = installPlan(
      readFileSync(path.join(worktree, 'package-lock.json'), 'utf8'),
      readFileSync(path.join(root, 'package-lock.json'), 'utf8'),
    );
    if (plan.reuse) {
      log(`previous release ${release.short}: today's node_modules (${plan.why})`);
      linkTodaysPackages(root, worktree);
    } else {
      log(`previous release ${release.short}: npm ci in the worktree (${plan.why}); this takes minutes`);
      await run('npm', ['ci', '--no-audit', '--no-fund'], { cwd: worktree, prefix: '[previous npm ci] ' });
    }
    const version = previousBuildVersion(release.short);
    const started = Date.now();
    await buildTree(worktree, version, log);
    log(`previous release ${release.short}: built in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    // The tree without git's pointer, its node_modules moved whole (links stay links).
    mkdirSync(dir, { recursive: true });
    for (const name of readdirSync(worktree)) {
      if (name === '.git') continue;
      if (name === 'node_modules') renameSync(path.join(worktree, name), path.join(dir, name));
      else cpSync(path.join(worktree, name), path.join(dir, name), { recursive: true, verbatimSymlinks: true });
    }
    const record = {
      commit: release.commit,
      version,
      install: plan.why,
      linked: plan.reuse,
      builtAt: new Date().toISOString(),
    };
    writeFileSync(path.join(dir, READY), `${JSON.stringify(record, null, 2)}\n`);
    return { dir, ...record };
  } finally {
    execFileSync('git', ['worktree', 'remove', '--force', worktree], { cwd: root, stdio: 'ignore' });
    execFileSync('git', ['worktree', 'prune'], { cwd: root });
  }
};
