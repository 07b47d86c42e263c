// `node scripts/compat/build-previous.mjs`: only makes (or finds) the previous release's build, the slow part of
// `npm run test:compat`. It uses no port, so it needs no lock: run it first, then the test under the lock.
import { ROOT } from '../workspaces.mjs';
import { ensurePreviousBuild, previousRelease } from './previous-release.mjs';

const release = previousRelease(ROOT);
console.log(`previous release: ${release.ref} = ${release.short} (${release.why})`);
try {
  const build = await ensurePreviousBuild(ROOT, release);
  console.log(`previous release build: ${build.dir}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
