import { colombia } from '../country/colombia';
import { safeStorage } from '../stores/storage';
import {
  ATTRIBUTION_SAVE_DELAY_MS,
  appendArrival,
  arrivalOf,
  readAttributionHistory,
  type LeadAttributionEntry,
} from './attribution-history';

let pendingArrival: LeadAttributionEntry | null = null;
let saveTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * Host start: this load's arrival (address, referrer, utm_* parameters) is taken now, before a
 * redirect changes the address, and saved 2 s later (docs/product/forms.md#lead-attribution), so a bounce of under 2 s
 * leaves no trace.
 */
export const startAttribution = (
  page: Pick<Location, 'href'> = window.location,
  referrer = document.referrer,
  now = new Date(),
): void => {
  clearTimeout(saveTimer);
  pendingArrival = arrivalOf(page.href, referrer, now);
  saveTimer = setTimeout(() => {
    if (pendingArrival)
      safeStorage.write(colombia.storageKeys.leadAttribution, appendArrival(readAttributionHistory(), pendingArrival));
    pendingArrival = null;
  }, ATTRIBUTION_SAVE_DELAY_MS);
};

/**
 * The history sent as `leadAttributionInfo` with every lead: the saved arrivals plus this one if
 * the visitor sends within its first 2 s (it is not lost for being early).
 */
export const leadAttributionInfo = (): LeadAttributionEntry[] =>
  pendingArrival ? appendArrival(readAttributionHistory(), pendingArrival) : readAttributionHistory();
