// Text and attribute values written into the shell's HTML by the server (hints, settings, the canonical link).

export const escapeText = (text) => String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export const escapeAttribute = (value) => escapeText(value).replace(/"/g, '&quot;');
