// A tap on a prerendered snapshot is kept for the live page (docs/adr/0007-prerendered-html.md, "Taps
// before the takeover").
//
// The snapshot is in a closed shadow root: a click inside it reaches the document's listeners retargeted
// to its host, `#qs-prerendered`, with the point that was tapped. The keeper notes that point (in page
// coordinates, so a scroll in between does not move it) and marks the host as waiting (a progress cursor
// and bar, SNAPSHOT_WAITING_CSS). The live page is laid out where the snapshot is: at the takeover,
// prerender-takeover.ts finds the live control at each kept point and replays the tap on it. Links are not
// replayed: the snapshot's links are plain links that navigate by themselves. A frame (`data-qs-frame`: a
// view's placeholders) keeps no tap: the live page puts what was not shown there.
//
// Plain JavaScript text for the page's one inline script (boot-after-paint.mjs): it must run before the
// app's code is even fetched, since that is when a visitor taps.

import { TAPS_KEY, WAITING_ATTRIBUTE } from '../../src/app/kept-taps.mjs';

export { TAPS_KEY, WAITING_ATTRIBUTE };

/**
 * The keeper, as inline script text. `detail` is 0 for a click made with the keyboard, which has no point
 * (the snapshot's text fields and selects are out of the tab order, its buttons do nothing by themselves).
 */
export const tapKeeper = () =>
  `(function(){var t=window.${TAPS_KEY}=[];document.addEventListener("click",function(e){var h=e.target;` +
  `if(!h||h.id!=="qs-prerendered"||!h.isConnected||!e.detail||h.hasAttribute("data-qs-frame"))return;` +
  `t.push({x:e.clientX+window.scrollX,y:e.clientY+window.scrollY,at:Date.now()});h.setAttribute("${WAITING_ATTRIBUTE}","")},true)})();`;

/** In the document's CSS: a snapshot holding a tap shows that the page is working on it. */
export const SNAPSHOT_WAITING_CSS =
  `#qs-prerendered[${WAITING_ATTRIBUTE}]{cursor:progress}` +
  `#qs-prerendered[${WAITING_ATTRIBUTE}]::before{content:"";position:fixed;z-index:2147483647;top:0;left:0;height:3px;width:100%;` +
  'background:linear-gradient(90deg,transparent,#0b5fff,transparent);background-size:50% 100%;background-repeat:no-repeat;animation:qs-tap-wait 1s linear infinite}' +
  '@keyframes qs-tap-wait{from{background-position:-50% 0}to{background-position:150% 0}}' +
  '@media (prefers-reduced-motion:reduce){#qs-prerendered[' + WAITING_ATTRIBUTE + ']::before{animation:none;background:#0b5fff}}';
