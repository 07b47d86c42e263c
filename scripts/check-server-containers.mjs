// Proves each slice's server container (dist/server/, tools/webpack/create-server-config.js) works for the
// host's server renderer: served as the remotes serve it, loaded through @module-federation/node by a
// minimal federation host (tools/ssr-check/), every module the browser container exposes resolves to a
// function component in Node, and an image rendered on the server has the browser build's `src`.
// Builds no slice: run it after `npm run build`.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import Fastify from 'fastify';
import { registerStaticFiles } from '../tools/server/static-files.mjs';
import { REMOTES, ROOT } from './workspaces.mjs';

const require = createRequire(import.meta.url);

/** A page whose rendered <img> is compared with the browser build's. */
const IMAGE_CHECK = { slice: 'content', expose: 'NotFoundPage' };

const distOf = (dir) => path.join(ROOT, dir, 'dist');

const buildCheckHost = async (outputPath) => {
  const webpack = require('webpack');
  const compiler = webpack(require('../tools/ssr-check/webpack.config.js')(outputPath));
  /** @type {import('webpack').Stats} */
  const stats = await new Promise((resolve, reject) =>
    compiler.run((error, result) => (error || !result ? reject(error) : resolve(result))),
  );
  await new Promise((resolve) => compiler.close(resolve));
  if (stats.hasErrors()) throw new Error(`the check host did not build:\n${stats.toString('errors-only')}`);
  return path.join(outputPath, 'main.js');
};

/** Each remote's dist on its own origin, as scripts/serve-remote.mjs serves it. */
const serveDists = async () =>
  Promise.all(
    REMOTES.map(async (remote) => {
      const app = Fastify({ logger: false });
      await registerStaticFiles(app, distOf(remote.dir));
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = /** @type {import('node:net').AddressInfo} */ (app.server.address());
      return { ...remote, app, origin: `http://127.0.0.1:${port}` };
    }),
  );

/** The browser container's exposes, as its manifest lists them: the server container must have each. */
const exposesOf = (dir) =>
  JSON.parse(readFileSync(path.join(distOf(dir), 'mf-manifest.json'), 'utf8')).exposes.map((expose) => expose.name);

/** Whether the browser build would render this `src`: a data URL it carries, or a file of its own at its origin. */
const isBrowserImageSource = (source, { dir, origin }) => {
  if (typeof source !== 'string') return false;
  if (source.startsWith('data:')) {
    return readdirSync(distOf(dir))
      .filter((file) => file.endsWith('.js'))
      .some((file) => readFileSync(path.join(distOf(dir), file), 'utf8').includes(source));
  }
  const url = new URL(source);
  const file = url.pathname.slice(1);
  return url.origin === origin && !file.startsWith('server/') && existsSync(path.join(distOf(dir), file));
};

const missing = REMOTES.filter(({ dir }) => !existsSync(path.join(distOf(dir), 'server/remoteEntry.js')));
if (missing.length > 0) {
  console.error(`no server container in ${missing.map(({ dir }) => dir).join(', ')}: run npm run build first`);
  process.exit(1);
}

const started = Date.now();
const temporary = mkdtempSync(path.join(os.tmpdir(), 'qs-ssr-check-'));
const served = await serveDists();
let failures = [];
try {
  const host = await buildCheckHost(temporary);
  const remotes = served.map(({ slice, dir, origin }) => ({
    name: `qs_${slice}`,
    entry: `${origin}/server/remoteEntry.js`,
    exposes: exposesOf(dir),
    image: slice === IMAGE_CHECK.slice ? { expose: IMAGE_CHECK.expose } : undefined,
  }));
  // A process of its own: no window, no document, and no global federation state of this script's.
  const { stdout } = await promisify(execFile)(process.execPath, [host], {
    env: { ...process.env, QS_SSR_CHECK: JSON.stringify(remotes) },
    maxBuffer: 16 * 1024 * 1024,
  });
  /** @type {Array<{ remote: string, expose: string, ok: boolean, error?: string, imageSource?: string | null }>} */
  const report = JSON.parse(stdout.trim().split('\n').pop() ?? '[]');
  for (const line of report) {
    const remote = served.find(({ slice }) => `qs_${slice}` === line.remote);
    if (!line.ok || !remote)
      failures.push(`${line.remote}/${line.expose}: ${line.error ?? 'not a remote of this site'}`);
    else if ('imageSource' in line && !isBrowserImageSource(line.imageSource, remote)) {
      failures.push(
        `${line.remote}/${line.expose}: rendered <img src="${line.imageSource?.slice(0, 80)}"> is not the browser build's`,
      );
    } else
      console.log(
        `ok ${line.remote}/${line.expose}${line.imageSource ? ` (img ${line.imageSource.slice(0, 48)}…)` : ''}`,
      );
  }
  const expected = remotes.reduce((count, remote) => count + remote.exposes.length, 0);
  if (report.length !== expected) failures.push(`${report.length} of ${expected} exposed modules were checked`);
  if (!report.some((line) => line.imageSource))
    failures.push(`no <img> of ${IMAGE_CHECK.slice}/${IMAGE_CHECK.expose} was compared`);
} catch (error) {
  failures = [error instanceof Error ? error.message : String(error)];
} finally {
  await Promise.all(served.map(({ app }) => app.close()));
  rmSync(temporary, { recursive: true, force: true });
}
if (failures.length > 0) {
  console.error(`server containers: ${failures.length} failed\n${failures.join('\n')}`);
  process.exit(1);
}
console.log(`server containers: all exposed modules load in Node (${((Date.now() - started) / 1000).toFixed(1)} s)`);
