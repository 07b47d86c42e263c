// A tab's PDF document drawn with pdf.js. Loaded only through import() (tabs' TabContent), never with the page.
export { PdfDocument, type PdfDocumentProps } from './components/PdfDocument';
