import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rename } from 'node:fs/promises';
import PDFDocument from 'pdfkit';
import type { Block, Page } from './spec';

type Doc = PDFKit.PDFDocument;

const MARGIN = 72;
const WIDTH = 612 - 2 * MARGIN;
/** Fixed dates keep the bytes identical from one generation to the next. */
const FIXED_DATE = new Date('2025-01-01T00:00:00.000Z');

const drawTable = (doc: Doc, block: Extract<Block, { kind: 'table' }>) => {
  const xs = block.widths.reduce<number[]>((acc, w, i) => [...acc, (acc[i] ?? MARGIN) + w * WIDTH], [MARGIN]);
  const drawRow = (cells: string[], bold: boolean) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    const heights = cells.map((cell, i) => doc.heightOfString(cell, { width: (block.widths[i] ?? 0) * WIDTH - 6 }));
    const height = Math.max(...heights) + 6;
    const top = doc.y;
    if (bold) doc.rect(MARGIN, top, WIDTH, height).fill('#EEF2F7').fillColor('#111827');
    cells.forEach((cell, i) =>
      doc.text(cell, (xs[i] ?? MARGIN) + 3, top + 3, { width: (block.widths[i] ?? 0) * WIDTH - 6 }),
    );
    doc
      .moveTo(MARGIN, top + height)
      .lineTo(MARGIN + WIDTH, top + height)
      .lineWidth(0.5)
      .stroke('#CBD5E1');
    doc.x = MARGIN;
    doc.y = top + height;
  };
  drawRow(block.columns, true);
  block.rows.forEach((row) => drawRow(row, false));
  doc.moveDown(0.8);
};

const drawBlock = (doc: Doc, block: Block, color: string) => {
  doc.x = MARGIN;
  switch (block.kind) {
    case 'title':
      doc
        .font('Helvetica-Bold')
        .fontSize(22)
        .fillColor(color)
        .text(block.text, { width: WIDTH })
        .moveDown(0.5)
        .fillColor('#111827');
      break;
    case 'heading':
      doc.font('Helvetica-Bold').fontSize(13).fillColor('#111827').text(block.text, { width: WIDTH }).moveDown(0.4);
      break;
    case 'paragraph':
      doc.font('Helvetica').fontSize(10).text(block.text, { width: WIDTH, align: 'justify' }).moveDown(0.6);
      break;
    case 'bullets':
      doc.font('Helvetica').fontSize(10);
      block.items.forEach((item) => doc.text(`•  ${item}`, { width: WIDTH, indent: 0 }).moveDown(0.3));
      doc.moveDown(0.4);
      break;
    case 'definitions':
      block.items.forEach(([term, text]) => {
        doc
          .font('Helvetica-Bold')
          .fontSize(10)
          .text(`${term}. `, { continued: true, width: WIDTH })
          .font('Helvetica')
          .text(text, { width: WIDTH })
          .moveDown(0.4);
      });
      break;
    case 'table':
      drawTable(doc, block);
      break;
    case 'spacer':
      doc.y += block.size;
      break;
  }
};

const drawFrame = (doc: Doc, header: string, section: string, page: number, total: number, color: string) => {
  // Text under the bottom margin would open a new page: lift the margin while drawing the footer.
  const bottom = doc.page.margins.bottom;
  doc.page.margins.bottom = 0;
  doc.rect(0, 0, 612, 8).fill(color);
  doc.font('Helvetica').fontSize(8).fillColor('#6B7280');
  doc.text(`${header} · ${section}`, MARGIN, 36, { width: WIDTH, lineBreak: false });
  doc.text(`Página ${page} de ${total}`, MARGIN, 792 - 48, { width: WIDTH, align: 'right', lineBreak: false });
  doc.fillColor('#111827');
  doc.page.margins.bottom = bottom;
};

export interface RenderMeta {
  title: string;
  author: string;
  header: string;
  color: string;
}

/** Draws the pages and their frames into `doc`; answers how many pages it drew. */
const drawPages = (doc: Doc, pages: readonly Page[], meta: RenderMeta): number => {
  pages.forEach((page) => {
    doc.addPage();
    page.blocks.forEach((block) => drawBlock(doc, block, meta.color));
  });
  const count = doc.bufferedPageRange().count;
  for (let i = 0; i < count; i += 1) {
    doc.switchToPage(i);
    drawFrame(doc, meta.header, pages[i]?.section ?? '', i + 1, count, meta.color);
  }
  doc.end();
  return count;
};

const newDocument = (meta: RenderMeta, date: Date) =>
  new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    bufferPages: true,
    autoFirstPage: false,
    info: {
      Title: meta.title,
      Author: meta.author,
      Subject: meta.header,
      Creator: 'QuieroSeguro API',
      CreationDate: date,
      ModDate: date,
    },
  });

/**
 * Draws the pages into `file` (through a temporary name, so a crash never leaves half a PDF) and fails when
 * the drawing produced another page count than the layout promised.
 */
export const renderPdf = async (pages: readonly Page[], meta: RenderMeta, file: string): Promise<number> => {
  const doc = newDocument(meta, FIXED_DATE);
  // Its own temporary file: two drawings of one document at once (two requests of two API instances on one data
  // folder) each write their own, and the rename puts a whole file in place either way.
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  const out = createWriteStream(temporary);
  const finished = new Promise<void>((resolve, reject) => {
    out.on('finish', resolve);
    out.on('error', reject);
  });
  doc.pipe(out);
  const count = drawPages(doc, pages, meta);
  await finished;
  if (count !== pages.length) throw new Error(`${meta.title}: drew ${count} pages instead of ${pages.length}`);
  await rename(temporary, file);
  return count;
};

/** Draws the pages into memory: a document made for one request (a receipt), dated `date`. */
export const renderPdfBuffer = async (pages: readonly Page[], meta: RenderMeta, date: Date): Promise<Buffer> => {
  const doc = newDocument(meta, date);
  const chunks: Buffer[] = [];
  const finished = new Promise<void>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  drawPages(doc, pages, meta);
  await finished;
  return Buffer.concat(chunks);
};
