// What the prerenderer keeps of a rendered page. Runs INSIDE the page (the server passes its source to
// `page.evaluate`), so it is self-contained: no import, no closure. Tested in jsdom
// (sanitize-snapshot.test.mjs).
//
// - `#root`'s markup without anything that runs or loads code: <script>, <noscript>, <template>, <iframe>,
//   <object>, <embed>, <base>, <link> (the runtime's preload/modulepreload/stylesheet tags), <meta>, an open
//   <dialog> (a modal would render inline), event handler attributes (`on…`) and `javascript:` URLs.
// - No inline style: the site's CSP will not allow `style="…"` or <style> (style-src without
//   'unsafe-inline'), so every style attribute becomes a rule `[data-qs-style="n"]` with `!important` (an
//   inline declaration beats the stylesheets; so does an important one), and <style> elements inside
//   `#root` become rules too. The page's own stylesheets are returned as CSS text (<style> elements, which
//   style-loader writes) or as URLs (<link rel=stylesheet>, extracted CSS files).
// - Controls look as they will, and a tap on one is kept for the live page (tap-keeper.mjs): buttons
//   only type="button" (a snapshot's form never submits); text fields and selects take no focus, no
//   typing and no pointer (`data-qs-wait`): what was typed into them before the takeover would be lost, so
//   a tap on one goes through to the page and is replayed as focus on the live field. Checkboxes and
//   radios toggle, and their live twins are toggled by the replay.
// - A frame beside the snapshot when the page marks parts that depend on the visitor's view or profile
//   (`data-qs-view-part`: a comparator's filters, toolbar and list): the same markup with each such part
//   emptied, `aria-busy` and held at the height it had. A view of the page with no snapshot of its own yet
//   (a page 2 never asked for, a visitor's compare set) is sent the frame: its heading and the site around
//   it paint at once, and the live page fills the parts in (docs/adr/0007-prerendered-html.md, "Frames").
export function sanitizeSnapshot(doc) {
  const root = doc.getElementById('root');
  if (!root) return null;
  const clone = root.cloneNode(true);
  // A control's state is a property the markup does not carry (React sets `value` and `checked`): it is
  // written into the copy's attributes, so the snapshot shows the choice the live page shows (a sort, a filter).
  const copies = clone.querySelectorAll('select, input, textarea');
  Array.from(root.querySelectorAll('select, input, textarea')).forEach((control, index) => {
    const copy = copies[index];
    const kind = (control.getAttribute('type') || '').toLowerCase();
    if (control.tagName === 'SELECT') Array.from(copy.options).forEach((option, i) => option.toggleAttribute('selected', Boolean(control.options[i] && control.options[i].selected)));
    else if (control.tagName === 'TEXTAREA') copy.textContent = control.value;
    else if (kind === 'checkbox' || kind === 'radio') copy.toggleAttribute('checked', control.checked);
    else if (kind !== 'password' && kind !== 'file' && control.value !== (control.getAttribute('value') || '')) copy.setAttribute('value', control.value);
  });
  const css = [];
  const stylesheets = [];
  for (const sheet of Array.from(doc.styleSheets)) {
    const owner = sheet.ownerNode;
    if (owner && (root.contains(owner) || (owner.closest && owner.closest('#qs-prerendered')))) continue;
    const media = sheet.media && sheet.media.mediaText;
    if (sheet.href || (owner && owner.tagName === 'LINK')) {
      if (sheet.href && /^https?:/.test(sheet.href)) stylesheets.push(media ? { href: sheet.href, media } : { href: sheet.href });
      continue;
    }
    let text = '';
    try {
      text = Array.from(sheet.cssRules, (rule) => rule.cssText).join('\n');
    } catch {
      text = (owner && owner.textContent) || '';
    }
    if (text) css.push(media && media !== 'all' ? `@media ${media}{${text}}` : text);
  }
  for (const style of Array.from(clone.querySelectorAll('style'))) {
    css.push(style.textContent || '');
    style.remove();
  }
  const dropped = 'script, noscript, template, iframe, object, embed, base, link, meta, dialog[open], frame, frameset';
  for (const element of Array.from(clone.querySelectorAll(dropped))) element.remove();

  const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'xlink:href', 'poster', 'data'];
  const styleIndex = new Map();
  for (const element of Array.from(clone.querySelectorAll('*'))) {
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      const value = attribute.value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
      if (name.startsWith('on') || name === 'srcdoc' || name === 'autofocus' || name === 'contenteditable') element.removeAttribute(attribute.name);
      else if (URL_ATTRIBUTES.includes(name) && (value.startsWith('javascript:') || value.startsWith('vbscript:'))) element.removeAttribute(attribute.name);
    }
    if (element.hasAttribute('style')) {
      const declarations = [];
      for (let i = 0; i < element.style.length; i += 1) {
        const property = element.style[i];
        declarations.push(`${property}:${element.style.getPropertyValue(property)} !important`);
      }
      element.removeAttribute('style');
      if (declarations.length) {
        const block = declarations.join(';');
        if (!styleIndex.has(block)) styleIndex.set(block, styleIndex.size);
        element.setAttribute('data-qs-style', String(styleIndex.get(block)));
      }
    }
    const tag = element.tagName.toLowerCase();
    const type = (element.getAttribute('type') || '').toLowerCase();
    if (tag === 'button') element.setAttribute('type', 'button');
    else if (tag === 'select' || tag === 'textarea' || (tag === 'input' && !/^(checkbox|radio|hidden)$/.test(type))) {
      element.setAttribute('readonly', '');
      element.setAttribute('tabindex', '-1');
      element.setAttribute('data-qs-wait', '');
    }
  }
  css.push('[data-qs-wait]{pointer-events:none}');
  for (const [block, index] of styleIndex) css.push(`[data-qs-style="${index}"]{${block}}`);
  const description = doc.querySelector('meta[name="description"]');
  // The parts emptied in a frame, held at the height each took here. A block's children's outer margins collapse
  // through it and are not in its box; emptied, it would lose them (a breadcrumb's list: a line's worth). Measured as
  // a flow root for that moment, the box holds them.
  const heightOf = (part) => {
    const block = doc.defaultView.getComputedStyle(part).display === 'block';
    const inline = part.style.display;
    if (block) part.style.display = 'flow-root';
    const height = Math.round(part.getBoundingClientRect().height) || 0;
    if (block) part.style.display = inline;
    return height;
  };
  const heights = new Set();
  const emptied = (selector) => {
    const partHeights = Array.from(root.querySelectorAll(selector), heightOf);
    if (!partHeights.length) return null;
    const frameRoot = clone.cloneNode(true);
    Array.from(frameRoot.querySelectorAll(selector)).forEach((part, index) => {
      part.replaceChildren();
      part.setAttribute('aria-busy', 'true');
      part.setAttribute('data-qs-frame-height', String(partHeights[index] || 0));
      heights.add(partHeights[index] || 0);
    });
    return frameRoot;
  };
  const viewFrame = emptied('[data-qs-view-part]');
  const frame = viewFrame ? viewFrame.innerHTML : null;
  // A kind frame when the page names its fields (`data-qs-field`: an element whose text is a field of the page's
  // data, `data-qs-field-src`: an image whose address is one): the page with everything that is its own
  // (`data-qs-page-part`) and its view emptied, and its fields blank, for another page of its kind to fill in
  // (kind-frame.mjs; docs/adr/0007-prerendered-html.md, "A page no one has asked for yet").
  let kindFrame = null;
  if (root.querySelector('[data-qs-field], [data-qs-field-src]')) {
    const kindRoot = emptied('[data-qs-view-part], [data-qs-page-part]') || clone.cloneNode(true);
    // What this page's fields say: none of it may be left anywhere else in the kind frame (a part its slice
    // forgot to mark, a text naming the plan), or the frame would tell another page's visitor this page's facts.
    const own = [];
    for (const field of Array.from(kindRoot.querySelectorAll('[data-qs-field]'))) {
      own.push((field.textContent || '').trim());
      field.replaceChildren();
    }
    for (const image of Array.from(kindRoot.querySelectorAll('[data-qs-field-src]'))) {
      own.push(image.getAttribute('src') || '');
      image.removeAttribute('src');
      image.removeAttribute('srcset');
      image.setAttribute('alt', '');
    }
    const left = kindRoot.innerHTML;
    const text = (kindRoot.textContent || '').toLowerCase();
    if (!own.some((value) => value.length >= 3 && (text.includes(value.toLowerCase()) || left.includes(value)))) kindFrame = left;
  }
  if (heights.size) {
    css.push('[data-qs-frame-height]{display:block;border-radius:12px;background:linear-gradient(90deg,#eef1f5,#f8f9fb,#eef1f5)}');
    // Important: a slice's own rule for the part (a header column's `:last-child` minimum) must not shrink it.
    for (const height of heights) css.push(`[data-qs-frame-height="${height}"]{min-height:${height}px !important}`);
  }
  return {
    html: clone.innerHTML,
    frame,
    kindFrame,
    css: css.join('\n'),
    stylesheets,
    title: doc.title,
    description: description ? description.getAttribute('content') || '' : '',
  };
}
