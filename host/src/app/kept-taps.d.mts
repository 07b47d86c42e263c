export const TAPS_KEY: '__qsTaps';
export const WAITING_ATTRIBUTE: 'data-qs-waiting';
export const KEPT_TAP_MAX_AGE_MS: number;
/** A tap kept on the snapshot: the point in page coordinates and when (Date.now()). */
export interface KeptTap {
  x: number;
  y: number;
  at: number;
}
