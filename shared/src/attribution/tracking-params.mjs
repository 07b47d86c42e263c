// Campaign and ad-click parameters (utm_*, gclid, fbclid…): they say where a visitor came from, never what
// the page shows. Plain JavaScript with no dependency: the browser reads it, and the host's server (its page cache
// keeps one page for an address whatever tracking parameters a link adds). Typed by tracking-params.d.mts.

const TRACKING_PARAM = /^(utm_[a-z_]+|gclid|gbraid|wbraid|dclid|fbclid|msclkid|ttclid|_ga|_gl|mc_cid|mc_eid)$/i;

/** Whether a query parameter only tracks a campaign or an ad click. */
export const isTrackingParam = (name) => TRACKING_PARAM.test(name);

/** A query string (without '?') less its tracking parameters: '' when nothing else is left. */
export const withoutTracking = (query) => {
  const params = new URLSearchParams(query);
  for (const name of [...params.keys()]) if (isTrackingParam(name)) params.delete(name);
  return params.toString();
};
