// `npm run registry:admit -- <slice> <manifest URL> [--registry <file>]`: checks a remote's build before its line is
// written into the runtime registry (docs/deploy.md, "Admitting a build"; ADR 0001). Refuses (exit 1, nothing
// written) a build that lacks a module of the contract or implements another props version, requires a shared
// library the host's copy does not satisfy, or whose first-load JS is over its slice's budget.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { admit, AdmissionRefused } from './registry-admit/admit.mjs';
import { hostSharedVersions } from './registry-admit/host-versions.mjs';
import { ROOT } from './workspaces.mjs';

const USAGE = 'usage: npm run registry:admit -- <slice> <manifest URL> [--registry <file>]';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { registry: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
});
if (values.help || positionals.length !== 2) {
  console.error(USAGE);
  process.exit(values.help ? 0 : 2);
}
const [slice = '', manifestUrl = ''] = positionals;
// The contract as the remotes compile against it (Node strips its types).
const { SLICES, EXPOSED_PROPS_VERSIONS } = createRequire(import.meta.url)('../shared/src/remotes/exposed-modules.ts');
const budgets = JSON.parse(readFileSync(path.join(ROOT, 'e2e/bench/budgets.json'), 'utf8')).slices;

try {
  const { report } = await admit({
    slice,
    manifestUrl,
    registryFile: path.resolve(values.registry ?? path.join(ROOT, 'host/registry/remotes.local.json')),
    slices: SLICES,
    propsVersions: EXPOSED_PROPS_VERSIONS,
    hostVersions: hostSharedVersions(ROOT),
    budgets,
  });
  console.log(report.join('\n'));
} catch (error) {
  console.error(error instanceof AdmissionRefused ? error.message : `registry:admit failed: ${error}`);
  process.exit(1);
}
