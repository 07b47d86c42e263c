const { frontendProject } = require('../tools/jest/frontend-project');

const base = frontendProject(__dirname, 'mfe-detail');

module.exports = {
  ...base,
  moduleNameMapper: {
    ...base.moduleNameMapper,
    // Node has no module workers and lacks newer browser APIs: tests run pdf.js's legacy build, whose
    // worker code the PDF viewer's tests load in-thread (the browser build's worker URL is not used).
    '^pdfjs-dist$': 'pdfjs-dist/legacy/build/pdf.mjs',
    '^pdfjs-dist/build/pdf\\.worker\\.min\\.mjs$': '<rootDir>/src/features/pdf-viewer/test/worker-url.js',
  },
};
