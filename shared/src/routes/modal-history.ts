/**
 * History entries of a plan opened in the results' modal. The plan's URL (and each of its tabs) is
 * pushed outside the router so the results stay mounted; the host renders `background` for such
 * an entry instead of the plan page, so Back can step through the modal's tabs and, leaving the
 * plan, close the modal. Entries from an earlier document (a reload restores history.state) are
 * not honoured: the reloaded plan URL opens as a full page.
 */
export interface PlanModalEntry {
  qsPlanModal: string;
  /** The results page under the modal (path and query). */
  qsBackground: string;
  /** Tabs pushed since the modal opened: closing goes back this many entries plus one. */
  qsDepth: number;
  qsDocument: string;
}

const DOCUMENT_ID = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

export const planModalEntry = (planUrl: string, background: string): PlanModalEntry => ({
  qsPlanModal: planUrl,
  qsBackground: background,
  qsDepth: 0,
  qsDocument: DOCUMENT_ID,
});

/** The entry for one more tab of the open modal. */
export const nextPlanModalEntry = (entry: PlanModalEntry): PlanModalEntry => ({ ...entry, qsDepth: entry.qsDepth + 1 });

export const readPlanModalEntry = (state: unknown): PlanModalEntry | null => {
  const entry = state as Partial<PlanModalEntry> | null;
  return entry &&
    typeof entry.qsPlanModal === 'string' &&
    typeof entry.qsBackground === 'string' &&
    typeof entry.qsDepth === 'number' &&
    entry.qsDocument === DOCUMENT_ID
    ? (entry as PlanModalEntry)
    : null;
};
