import { safeStorage } from '../stores/storage';

/** The site's A/B tests: name → its groups. The variation shows the change, the control the site as it was. */
export const EXPERIMENTS = {
  /** A promoted plan's highlighted tab pulses for the variation and is drawn plain for the control. */
  modal_test: ['variation', 'control'],
} as const;

export type ExperimentName = keyof typeof EXPERIMENTS;
export type ExperimentGroup<N extends ExperimentName = ExperimentName> = (typeof EXPERIMENTS)[N][number];

/** Where the browser keeps its groups: one per test, drawn once and kept, so a visitor always sees the same. */
export const AB_GROUPS_KEY = 'qs-ab-groups';

type StoredGroups = Partial<Record<ExperimentName, string>>;

const isGroupOf = <N extends ExperimentName>(name: N, group: unknown): group is ExperimentGroup<N> =>
  (EXPERIMENTS[name] as readonly unknown[]).includes(group);

/**
 * The visitor's group in a test: the one kept in the browser, else one drawn at random (evenly) and kept. A group
 * kept for a test that no longer has it is drawn again. Nothing leaves the browser here: the group is measured only
 * as the analytics events the visitor allowed (docs/product/shell.md#consent).
 */
export const abGroupOf = <N extends ExperimentName>(
  name: N,
  random: () => number = Math.random,
): ExperimentGroup<N> => {
  const stored = safeStorage.read<StoredGroups>(AB_GROUPS_KEY);
  const groups: StoredGroups = stored && typeof stored === 'object' && !Array.isArray(stored) ? stored : {};
  const kept = groups[name];
  if (isGroupOf(name, kept)) return kept;
  const options = EXPERIMENTS[name];
  const drawn = options[Math.min(options.length - 1, Math.floor(random() * options.length))] as ExperimentGroup<N>;
  safeStorage.write(AB_GROUPS_KEY, { ...groups, [name]: drawn });
  return drawn;
};
