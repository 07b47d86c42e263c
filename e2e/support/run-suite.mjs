// The e2e suite of `npm test`: first the specs that change what the whole site serves, one at a time with nothing
// else running (the `*-alone` projects of playwright.config.ts), then every other spec two at a time. Two runs, each
// with its own site and data; both always run, and the suite fails when either does. Arguments are passed to both
// (`npm test -w e2e -- --reporter line`).
import { spawnSync } from 'node:child_process';

const extra = process.argv.slice(2);
const WORKERS = process.env.QS_E2E_WORKERS ?? '2';

const runs = [
  {
    what: 'specs that change the whole site, one at a time',
    args: ['--project=desktop-alone', '--project=mobile-alone', '--workers=1'],
  },
  {
    what: `every other spec, ${WORKERS} at a time`,
    args: ['--project=desktop', '--project=mobile', '--project=bench', '--project=domain', `--workers=${WORKERS}`],
  },
];

let failed = false;
for (const { what, args } of runs) {
  process.stdout.write(`\ne2e: ${what}\n`);
  const started = Date.now();
  const { status } = spawnSync('playwright', ['test', ...args, ...extra], { stdio: 'inherit', shell: false });
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  process.stdout.write(`e2e: ${what}: ${status === 0 ? 'passed' : 'FAILED'} in ${minutes} min\n`);
  failed ||= status !== 0;
}
process.exit(failed ? 1 : 0);
