// Admission of one remote build into the runtime registry (ADR 0001, "Admission"): reads its manifest over HTTP,
// runs every check, and writes the slice's line only when all pass.
import { checkBudget, checkContainer, checkExposes, checkShared, kib } from './checks.mjs';
import { exists, getJson } from './http.mjs';
import { readManifest } from './manifest.mjs';
import { firstLoadFiles, measureJs } from './measure.mjs';
import { writeRegistryLine } from './registry-file.mjs';

export class AdmissionRefused extends Error {
  /** @param {string} slice @param {string[]} reasons */
  constructor(slice, reasons) {
    super(`refused: the ${slice} build cannot be admitted\n${reasons.map((reason) => `  - ${reason}`).join('\n')}`);
    this.reasons = reasons;
  }
}

/**
 * @typedef {object} AdmitOptions
 * @property {string} slice
 * @property {string} manifestUrl
 * @property {string} registryFile
 * @property {readonly string[]} slices                 SLICES of the contract
 * @property {Record<string, number>} propsVersions     EXPOSED_PROPS_VERSIONS of the contract
 * @property {Record<string, string>} hostVersions      share key → the host's version (host-versions.mjs)
 * @property {Record<string, number>} budgets           slice → bytes of first-load JS (e2e/bench/budgets.json)
 */

/**
 * @param {AdmitOptions} options
 * @returns {Promise<{ line: import('./registry-file.mjs').RegistryLine, previous?: object, report: string[] }>}
 * @throws {AdmissionRefused} when a check fails (nothing is written)
 */
export const admit = async ({ slice, manifestUrl, registryFile, slices, propsVersions, hostVersions, budgets }) => {
  if (!slices.includes(slice)) throw new AdmissionRefused(slice, [`"${slice}" is not a slice (${slices.join(', ')})`]);
  let url;
  try {
    url = new URL(manifestUrl);
  } catch {
    throw new AdmissionRefused(slice, [`"${manifestUrl}" is not a URL`]);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new AdmissionRefused(slice, [`"${manifestUrl}" is not an http(s) URL`]);
  const budget = budgets[slice];
  if (typeof budget !== 'number') throw new AdmissionRefused(slice, [`the budgets name no budget for ${slice}`]);

  let build;
  try {
    build = readManifest(await getJson(url.href), url.href);
  } catch (error) {
    throw new AdmissionRefused(slice, [`its manifest cannot be read: ${/** @type {Error} */ (error).message}`]);
  }
  const verdicts = [
    checkContainer(build, slice),
    checkExposes(build, slice, propsVersions),
    checkShared(build, hostVersions),
  ];
  let measured;
  try {
    measured = await measureJs(firstLoadFiles(build));
    verdicts.push(checkBudget(measured, budget));
  } catch (error) {
    verdicts.push({ problems: [`its JS cannot be fetched: ${/** @type {Error} */ (error).message}`], notes: [] });
  }
  const problems = verdicts.flatMap((verdict) => verdict.problems);
  if (problems.length > 0) throw new AdmissionRefused(slice, problems);

  // The server container the host's renderer loads, where the build writes it: server/ beside the manifest.
  const serverEntry = new URL('server/remoteEntry.js', url).href;
  const line = {
    name: slice,
    entry: url.href,
    version: build.version,
    ...((await exists(serverEntry)) && { ssrEntry: serverEntry }),
  };
  const previous = writeRegistryLine(registryFile, line);
  const report = [
    `admitted ${slice} ${build.version} into ${registryFile}`,
    `  exposes: ${build.exposes.map((expose) => `${expose.id} (props v${expose.propsVersion})`).join(', ')}`,
    `  shared: ${build.shared.length} singletons fit the host's`,
    `  first-load JS: ${measured?.files.length} files, ${kib(measured?.sent ?? 0)} sent, ${kib(measured?.gzip ?? 0)} gzip, of ${kib(budget)}`,
    ...verdicts.flatMap((verdict) => verdict.notes).map((note) => `  note: ${note}`),
    `  line: ${JSON.stringify(line)}`,
    previous ? `  replaced: ${JSON.stringify(previous)}` : '  (a new line)',
  ];
  return { line, previous, report };
};
