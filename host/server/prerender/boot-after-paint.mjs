// With a prerendered snapshot on screen, the first thing a phone should do is paint it, images included;
// booting the app can wait for that (docs/adr/0007-prerendered-html.md, "Boot after paint").
//
// The shell's entry is a deferred script, which the browser runs as soon as the HTML is parsed: on a slow
// phone its evaluation and the chunks it pulls in (React, the router, the slice) kept the main thread busy
// before the snapshot's first paint and before its images were painted. For a page with a snapshot the
// entry is still downloaded at once (a preload), but it starts only after the page's `load` event (the
// snapshot's stylesheets and images are in) and the frame that shows them, or after BOOT_WAIT_CAP_MS whatever
// happens, so a slow image (an API that hangs) never holds the app back longer than that.

import { escapeAttribute } from '../html-escape.mjs';
import { tapKeeper } from './tap-keeper.mjs';

/** The longest the app waits for the snapshot's load event before it starts anyway. */
export const BOOT_WAIT_CAP_MS = 2000;


/**
 * The starter, as inline script text. `sources` are the entry scripts in document order; a dynamically
 * inserted script is async, so `async = false` keeps their order, as `defer` did. Two frames then a task:
 * the frame that paints what the load event brought has been shown (the browser's paint timing is the
 * time a frame is presented, one frame after it is drawn) before any of the app's code runs.
 */
export const bootStarter = (sources) =>
  `(function(){var s=${JSON.stringify(sources).replace(/</g, '\\u003c')},d=document,started=0;` +
  'function start(){if(started)return;started=1;s.forEach(function(u){var e=d.createElement("script");e.src=u;e.async=false;d.head.appendChild(e)})}' +
  'function afterPaint(){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(start,0)})})}' +
  `if(d.readyState==="complete")afterPaint();else addEventListener("load",afterPaint);setTimeout(start,${BOOT_WAIT_CAP_MS})})()`;

const ENTRY_SCRIPT = /<script defer="defer" src="([^"]+)"><\/script>/g;
/** The route's hints for code and data (route-hints.mjs): the slice's manifest, entry and exposed chunks, its first API call. */
const CODE_PRELOAD = /<link rel="preload" href="[^"]*" as="(?:script|fetch)"[^>]*>/g;

/**
 * The shell's deferred entry scripts become low-priority preloads plus one starter with the response's
 * `nonce` (the CSP's script-src names it), which also keeps the taps made before the app runs
 * (tap-keeper.mjs); the route's code hints get low priority too. A shell without entry scripts is returned
 * as it is.
 */
export const bootAfterPaint = (html, nonce) => {
  const sources = [...html.matchAll(ENTRY_SCRIPT)].map((match) => match[1]);
  if (sources.length === 0) return html;
  // Code and data are fetched at once but after what the snapshot paints (its stylesheets and images): the
  // browser gives a deferred script low priority, and a preload, high; here both are low.
  const preloads = sources.map((source) => `<link rel="preload" href="${escapeAttribute(source)}" as="script" fetchpriority="low">`).join('');
  const starter = `<script nonce="${escapeAttribute(nonce)}">${tapKeeper()}${bootStarter(sources)}</script>`;
  let first = true;
  const lowPriority = (hint) => (hint.includes(' fetchpriority=') ? hint : hint.replace(/>$/, ' fetchpriority="low">'));
  return html.replace(CODE_PRELOAD, lowPriority).replace(ENTRY_SCRIPT, () => {
    if (!first) return '';
    first = false;
    return preloads + starter;
  });
};
