import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkCheckouts, exposesIn, requestsIn } from './contract-check.mjs';

/** Every module the slices expose in these fixtures. */
const EXPOSES = {
  results: ['ComparePage'],
  detail: ['PlanDetailPage'],
  forms: ['ProfileForm', 'ContactWidget'],
  content: ['HomePage'],
};
const DIRS = { results: 'mfe-results', detail: 'mfe-detail', forms: 'mfe-forms', content: 'mfe-content' };

const write = (file, text) => {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
};

/**
 * A built checkout as the check reads it: minified-looking host bundles naming what they load, each slice's
 * manifest with `exposes`, and a slice bundle loading another slice's widget.
 */
const fixture = (
  root,
  { exposes = EXPOSES, hostLoads = ['qs_results/ComparePage', 'qs_forms/ContactWidget'] } = {},
) => {
  write(
    path.join(root, 'host/dist/main.1a2b3c4d.js'),
    `(()=>{${hostLoads.map((id, i) => `var a${i}=l("${id}")`).join(';')}})();`,
  );
  write(path.join(root, 'host/dist-server/render.js'), 'module.exports=()=>n("qs_content/HomePage");');
  write(
    path.join(root, 'mfe-detail/dist/__federation_expose_PlanDetailPage.9f.js'),
    'r({module:"qs_forms/ContactWidget"})',
  );
  for (const [slice, modules] of Object.entries(exposes))
    write(
      path.join(root, DIRS[slice], 'dist/mf-manifest.json'),
      JSON.stringify({
        id: `qs_${slice}`,
        name: `qs_${slice}`,
        exposes: modules.map((name) => ({ id: `qs_${slice}:${name}`, name, path: `./${name}` })),
      }),
    );
};

let dir;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'qs-contract-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

test('reads the exposed-module ids a bundle loads, slice by slice, ignoring other qs_ names', () => {
  const requests = requestsIn([
    'l("qs_forms/ContactWidget");l("qs_forms/ProfileForm")',
    'x="qs_build/version";l("qs_detail/PlanDetailPage")',
  ]);
  expect(Object.fromEntries([...requests].map(([slice, modules]) => [slice, [...modules].sort()]))).toEqual({
    forms: ['ContactWidget', 'ProfileForm'],
    detail: ['PlanDetailPage'],
  });
});

test('reads what a manifest exposes; no manifest is no build', () => {
  fixture(path.join(dir, 'a'));
  expect([...(exposesIn(path.join(dir, 'a/mfe-forms/dist/mf-manifest.json')) ?? [])]).toEqual([
    'ProfileForm',
    'ContactWidget',
  ]);
  expect(exposesIn(path.join(dir, 'a/mfe-none/dist/mf-manifest.json'))).toBeNull();
});

test('two releases that expose what each other asks for pass', () => {
  fixture(path.join(dir, 'today'));
  fixture(path.join(dir, 'previous'));
  const { problems, checked } = checkCheckouts(path.join(dir, 'today'), path.join(dir, 'previous'));
  expect(problems).toEqual([]);
  expect(checked).toContain("the previous release's host → today's forms slice");
  expect(checked).toContain("today's detail slice → the previous release's forms slice");
});

test("a slice that drops a module the previous host uses fails: the previous host against today's slices", () => {
  fixture(path.join(dir, 'today'), { exposes: { ...EXPOSES, forms: ['ProfileForm'] } });
  fixture(path.join(dir, 'previous'));
  const { problems } = checkCheckouts(path.join(dir, 'today'), path.join(dir, 'previous'));
  expect(problems).toContain(
    "the previous release's host asks for qs_forms/ContactWidget, which today's forms slice does not expose (its mf-manifest.json: ProfileForm)",
  );
  // The previous detail slice, which loads the same widget, is told too.
  expect(problems).toContain(
    "the previous release's detail slice asks for qs_forms/ContactWidget, which today's forms slice does not expose (its mf-manifest.json: ProfileForm)",
  );
});

test("today's host asking for a module the previous slices never exposed fails the other way round", () => {
  fixture(path.join(dir, 'today'), {
    exposes: { ...EXPOSES, content: ['HomePage', 'FaqPage'] },
    hostLoads: ['qs_results/ComparePage', 'qs_content/FaqPage'],
  });
  fixture(path.join(dir, 'previous'));
  const { problems } = checkCheckouts(path.join(dir, 'today'), path.join(dir, 'previous'));
  expect(problems).toEqual([
    "today's host asks for qs_content/FaqPage, which the previous release's content slice does not expose (its mf-manifest.json: HomePage)",
  ]);
});

test('a release without a slice build, or a host that names nothing, is reported rather than passed', () => {
  fixture(path.join(dir, 'today'));
  fixture(path.join(dir, 'previous'));
  rmSync(path.join(dir, 'previous/mfe-forms'), { recursive: true });
  rmSync(path.join(dir, 'today/host'), { recursive: true });
  const { problems } = checkCheckouts(path.join(dir, 'today'), path.join(dir, 'previous'));
  expect(problems).toContain(
    "today's detail slice asks for qs_forms/ContactWidget, but the previous release has no build of the forms slice (no mf-manifest.json)",
  );
  expect(problems).toContain('a host build names no exposed module: is it built? (host/dist, host/dist-server)');
});
