// The admission's checks of one remote build. Each returns the reasons to refuse it (empty: it passes) and notes
// worth printing either way.
import semver from 'semver';

/** @typedef {import('./manifest.mjs').RemoteBuild} RemoteBuild */
/** @typedef {{ problems: string[], notes: string[] }} Verdict */

/** The build is the slice's own container (a line can only name qs_<slice>: ADR 0001). */
export const checkContainer = (/** @type {RemoteBuild} */ build, /** @type {string} */ slice) => ({
  problems:
    build.container === `qs_${slice}`
      ? []
      : [`its container is "${build.container}", the ${slice} slice's is "qs_${slice}"`],
  notes: [],
});

/**
 * It exposes every module the contract names for the slice, each with the contract's props version.
 * @param {RemoteBuild} build @param {string} slice
 * @param {Record<string, number>} contractVersions EXPOSED_PROPS_VERSIONS (shared/src/remotes/exposed-modules.ts)
 * @returns {Verdict}
 */
export const checkExposes = (build, slice, contractVersions) => {
  const exposed = new Map(build.exposes.map((expose) => [expose.id, expose]));
  const wanted = Object.keys(contractVersions).filter((id) => id.startsWith(`qs_${slice}/`));
  const problems = wanted.flatMap((id) => {
    const expose = exposed.get(id);
    if (!expose) return [`it does not expose ${id}, which the contract names`];
    return expose.propsVersion === contractVersions[id]
      ? []
      : [`${id} implements props version ${expose.propsVersion}, the contract names ${contractVersions[id]}`];
  });
  const notes = [
    ...build.exposes
      .filter((expose) => !(expose.id in contractVersions))
      .map((expose) => `${expose.id} is not in the contract: nothing loads it`),
    ...(build.exposes.length > 0 && build.exposes.every((expose) => !expose.published)
      ? ['its manifest names no props versions (a build from before they were published): taken as version 1']
      : []),
  ];
  return { problems, notes };
};

/**
 * Its shared singletons fit the host's. The site shares with `loaded-first`: the host loads first, so for every
 * library the host shares, the host's copy is the one the remote gets. What matters is then that the host's version
 * satisfies the range the remote was built for; the remote's own copy never loads, so its version is not compared
 * with the host's range. A library the host does not share is the remote's own copy: noted, not refused.
 * @param {RemoteBuild} build
 * @param {Record<string, string>} hostVersions share key → version of the host's copy
 * @returns {Verdict}
 */
export const checkShared = (build, hostVersions) => {
  const problems = [];
  const notes = [];
  for (const { name, requiredVersion } of build.shared) {
    const hostVersion = hostVersions[name];
    if (hostVersion === undefined) {
      notes.push(`the host does not share ${name}: the remote loads its own copy`);
    } else if (typeof requiredVersion !== 'string' || requiredVersion === '' || requiredVersion === '*') {
      // Built with requiredVersion: false (or any): the host's copy is taken as it is.
    } else if (!semver.validRange(requiredVersion)) {
      problems.push(`${name}: its required range "${requiredVersion}" is not a semver range`);
    } else if (!semver.satisfies(hostVersion, requiredVersion, { includePrerelease: true })) {
      problems.push(`${name}: it requires ${requiredVersion}, the host provides ${hostVersion}`);
    }
  }
  return { problems, notes };
};

/**
 * Its first-load JS fits the slice's budget, counted as the bundle bench counts a page: the bytes sent and the
 * gzip -9 size, each at most the budget.
 * @param {{ sent: number, gzip: number }} totals @param {number} budget bytes
 * @returns {Verdict}
 */
export const checkBudget = (totals, budget) => ({
  problems: [
    ...(totals.sent > budget ? [`its JS is ${kib(totals.sent)} sent, over the budget of ${kib(budget)}`] : []),
    ...(totals.gzip > budget ? [`its JS is ${kib(totals.gzip)} as gzip, over the budget of ${kib(budget)}`] : []),
  ],
  notes: [],
});

export const kib = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
