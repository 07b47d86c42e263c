// postinstall: the install ends with the project on its pinned Node and its native modules loading
// there, or fails saying why (rather than the API failing at its first start).
//
// npm itself runs on the machine's Node; every npm script, this one included, runs on
// node_modules/.bin/node (scripts/node-runtime.mjs).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { checkRuntime, pinnedNode, platformPackage } from './node-runtime.mjs';
import { ROOT } from './workspaces.mjs';

/** Each addon: the workspace that depends on it and a line that really opens its binding. */
const NATIVE_MODULES = [
  { name: 'better-sqlite3', workspace: 'api', probe: "new (require('better-sqlite3'))(':memory:').close()" },
];

const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
const runtime = checkRuntime(process.version, pinnedNode(pkg));
if (!runtime.ok) {
  console.error(
    `[node] ${runtime.error}. The registry has no ${platformPackage(process.platform, process.arch)}@${pinnedNode(pkg)}? ` +
      `Install Node ${pkg.engines.node} on this machine and run npm install again.`,
  );
  process.exit(1);
}
if (runtime.warning) console.warn(`[node] ${runtime.warning}`);

for (const { name, workspace, probe } of NATIVE_MODULES) {
  const result = spawnSync(process.execPath, ['-e', probe], { cwd: path.join(ROOT, workspace), encoding: 'utf8' });
  if (result.status !== 0) {
    console.error(`[node] ${name} does not load on Node ${process.version}:\n${result.stderr}`);
    process.exit(1);
  }
}
console.log(
  `[node] the project runs on Node ${process.version}; ${NATIVE_MODULES.map((m) => m.name).join(', ')} loads on it`,
);
