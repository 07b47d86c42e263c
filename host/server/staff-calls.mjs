// The chat agents' calls belong to the staff app's own origin (agent-inbox/, docs/adr/0022-slices-by-business-area.md):
// the public site's /api proxy refuses them, so a staff session is never carried by, nor usable from, a public page.
const STAFF_CALLS = /^\/api\/chat\/agent(?:\/|$)/i;

/** Whether `url` names an agents' call, however it is written (percent-encoded, any case, doubled slashes). */
export const isStaffCall = (url) => {
  let path = String(url).split('?')[0] ?? '';
  try {
    path = decodeURIComponent(path);
  } catch {
    // A path that does not decode is judged as written.
  }
  return STAFF_CALLS.test(path.replace(/\/{2,}/g, '/'));
};
