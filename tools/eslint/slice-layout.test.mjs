// The slice layout's lint rules on a small slice written to a temp folder: each rule lets the import the layout
// allows pass and reports the one it forbids. ESLint runs as its command line does, in a child process.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const ESLINT = path.resolve(__dirname, '../../node_modules/eslint/bin/eslint.js');
const LAYOUT = pathToFileURL(path.join(__dirname, 'slice-layout.mjs')).href;

// Each file of the fixture slice, with the lines it must be reported at (rule per line); every other line passes.
const FIXTURE = {
  // Features meet through their index: a imports b's index; tests may use b's test helpers.
  'features/a/index.ts': ["export { A } from './components/A';"],
  'features/a/components/A.tsx': [
    "import { B } from '../../b';",
    "import { Sibling } from './Sibling';",
    'export const A = [B, Sibling];',
  ],
  'features/a/components/Sibling.ts': ['export const Sibling = 1;'],
  'features/a/components/DeepImport.ts': ["import { B } from '../../b/components/B';", 'export const C = B;'],
  'features/a/components/LazyDeepImport.ts': ["export const load = () => import('../../b/components/B');"],
  'features/a/components/OwnIndex.ts': ["import { A } from '..';", 'export const D = A;'],
  'features/a/components/A.test.ts': [
    "import { bFixture } from '../../b/test/b-fixture';",
    "import { B } from '../../b';",
    'export const t = [bFixture, B];',
  ],
  'features/a/components/UsesTestHelper.ts': [
    "import { bFixture } from '../../b/test/b-fixture';",
    'export const u = bFixture;',
  ],
  'features/b/index.ts': ["export { B } from './components/B';"],
  'features/b/components/B.ts': [
    "import type { A } from '../../a';",
    "import { formatNumber } from '../../../common/model/format';",
    'export const B = formatNumber(1);',
    'export type UsesA = typeof A;',
  ],
  'features/b/test/b-fixture.ts': ['export const bFixture = 2;'],
  // common/ uses no feature.
  'common/model/format.ts': [
    "import { rate } from './rate';",
    'export const formatNumber = (n: number) => String(n * rate);',
  ],
  'common/model/rate.ts': ['export const rate = 1;'],
  'common/model/UsesFeature.ts': ["import { B } from '../../features/b';", 'export const e = B;'],
  // exposes/ and bootstrap.tsx use features through their index.
  'exposes/Good.tsx': [
    "import { A } from '../features/a';",
    "import { formatNumber } from '../common/model/format';",
    'export default [A, formatNumber];',
  ],
  'exposes/Deep.tsx': ["import { A } from '../features/a/components/A';", 'export default A;'],
  'bootstrap.tsx': [
    "import { A } from './features/a';",
    "import { B } from './features/b/components/B';",
    'export const all = [A, B];',
  ],
  // Two files importing each other (a type-only import does not make a cycle: b/B.ts above).
  'features/c/model/x.ts': ["import { y } from './y';", 'export const x = () => y;'],
  'features/c/model/y.ts': ["import { x } from './x';", 'export const y = () => x;'],
  // Two features importing each other through their indexes: a file cycle through the re-exports.
  'features/e/index.ts': ["export { E } from './components/E';"],
  'features/e/components/E.ts': ["import { F } from '../../f';", 'export const E = () => F;'],
  'features/f/index.ts': ["export { F } from './components/F';"],
  'features/f/components/F.ts': ["import { E } from '../../e';", 'export const F = () => E;'],
  // Two features using each other with no file cycle (g/G1 is not what g's index exports).
  'features/g/index.ts': ["export { G2 } from './components/G2';"],
  'features/g/components/G1.ts': ["import { H } from '../../h';", 'export const G1 = H;'],
  'features/g/components/G2.ts': ['export const G2 = 1;'],
  'features/h/index.ts': ["export { H } from './components/H';"],
  'features/h/components/H.ts': ["import { G2 } from '../../g';", 'export const H = G2;'],
};

const EXPECTED = [
  'bootstrap.tsx:2 boundaries/dependencies',
  'common/model/UsesFeature.ts:1 boundaries/dependencies',
  'exposes/Deep.tsx:1 boundaries/dependencies',
  'features/a/components/DeepImport.ts:1 boundaries/dependencies',
  'features/a/components/LazyDeepImport.ts:1 boundaries/dependencies',
  'features/a/components/OwnIndex.ts:1 boundaries/dependencies',
  'features/a/components/UsesTestHelper.ts:1 boundaries/dependencies',
  'features/c/model/x.ts:1 import-x/no-cycle',
  'features/c/model/y.ts:1 import-x/no-cycle',
  'features/e/components/E.ts:1 import-x/no-cycle',
  'features/e/components/E.ts:1 local/no-feature-cycles',
  'features/e/index.ts:1 import-x/no-cycle',
  'features/f/components/F.ts:1 import-x/no-cycle',
  'features/f/components/F.ts:1 local/no-feature-cycles',
  'features/f/index.ts:1 import-x/no-cycle',
  'features/g/components/G1.ts:1 local/no-feature-cycles',
  'features/h/components/H.ts:1 local/no-feature-cycles',
];

let root;
beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'slice-layout-'));
  for (const [file, lines] of Object.entries(FIXTURE)) {
    const full = path.join(root, 'mfe-x/src', file);
    fs.mkdirSync(path.dirname(full), { recursive: true });
    fs.writeFileSync(full, `${lines.join('\n')}\n`);
  }
  fs.writeFileSync(
    path.join(root, 'eslint.config.mjs'),
    `import { noFileCycles, sliceLayout } from '${LAYOUT}';\nexport default [noFileCycles(['mfe-*/src/**/*.{ts,tsx}']), ...sliceLayout(['mfe-x'], import.meta.dirname)];\n`,
  );
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const lint = () => {
  let output;
  try {
    output = execFileSync(process.execPath, [ESLINT, '--format', 'json', 'mfe-x'], { cwd: root, encoding: 'utf8' });
  } catch (error) {
    const failed = /** @type {{ status?: number, stdout?: string }} */ (error);
    if (failed.status !== 1) throw error; // 1: problems found; anything else is a crash
    output = failed.stdout ?? '';
  }
  return JSON.parse(output).flatMap((result) =>
    result.messages.map((m) => ({
      at: `${path.relative(path.join(root, 'mfe-x/src'), result.filePath)}:${m.line} ${m.ruleId}`,
      message: m.message,
    })),
  );
};

test('the layout rules report exactly the forbidden imports of the fixture slice', () => {
  const problems = lint();
  expect(problems.map((p) => p.at).sort()).toEqual(EXPECTED);
  const messageAt = (at) => problems.find((p) => p.at === at)?.message;
  expect(messageAt('features/a/components/DeepImport.ts:1 boundaries/dependencies')).toBe(
    'A feature imports another feature through its index only (../../b), never a file inside it.',
  );
  expect(messageAt('features/a/components/OwnIndex.ts:1 boundaries/dependencies')).toMatch(
    /never the feature's own index/,
  );
  expect(messageAt('common/model/UsesFeature.ts:1 boundaries/dependencies')).toBe(
    'common/ imports no feature (here b).',
  );
  expect(messageAt('exposes/Deep.tsx:1 boundaries/dependencies')).toMatch(
    /^exposes\/ and bootstrap.tsx import a feature through its index only \(..\/features\/a\)/,
  );
  expect(messageAt('features/g/components/G1.ts:1 local/no-feature-cycles')).toMatch(
    /^Features import each other: g → h → g\./,
  );
}, 120_000);
