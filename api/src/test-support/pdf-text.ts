import { inflateSync } from 'node:zlib';

/** Page count of a PDF: its /Type /Page objects (not /Pages). */
export const pdfPageCount = (pdf: Buffer): number => (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;

/**
 * The text pdfkit drew with the standard fonts: inflate each content stream and decode the hex strings of
 * its TJ/Tj operators (WinAnsi, close enough to latin1 for Spanish). Enough to prove a page is readable.
 */
export const pdfText = (pdf: Buffer): string => {
  const source = pdf.toString('latin1');
  const texts: string[] = [];
  const streams = /stream\r?\n/g;
  for (let match = streams.exec(source); match; match = streams.exec(source)) {
    const start = match.index + match[0].length;
    const end = source.indexOf('endstream', start);
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue;
    }
    for (const line of content.matchAll(/\[(.*?)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
      const hexes =
        line[1] !== undefined ? [...line[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1] ?? '') : [line[2] ?? ''];
      texts.push(hexes.map((hex) => Buffer.from(hex, 'hex').toString('latin1')).join(''));
    }
  }
  return texts.join('\n');
};
