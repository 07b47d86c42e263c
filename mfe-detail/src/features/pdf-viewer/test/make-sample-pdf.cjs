// Draws sample.pdf, the viewer's test document: 12 small pages, each saying which page it is.
// Run from the repository root: node mfe-detail/src/features/pdf-viewer/test/make-sample-pdf.cjs
const fs = require('node:fs');
const path = require('node:path');
const PDFDocument = require('pdfkit');

const PAGES = 12;
const doc = new PDFDocument({
  size: [300, 400],
  margin: 30,
  autoFirstPage: false,
  info: { CreationDate: new Date('2025-01-01T00:00:00Z') },
});
doc.pipe(fs.createWriteStream(path.join(__dirname, 'sample.pdf')));
for (let page = 1; page <= PAGES; page += 1) {
  doc.addPage();
  doc.font('Helvetica-Bold').fontSize(16).text('Plan Complementario Oro');
  doc.font('Helvetica').fontSize(11).text(`Folleto de prueba, página ${page} de ${PAGES}`);
}
doc.end();
