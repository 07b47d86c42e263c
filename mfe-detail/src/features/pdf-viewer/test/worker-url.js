// What webpack's asset rule gives the viewer in the browser: the worker file's URL. Tests run the
// worker in-thread (globalThis.pdfjsWorker), so pdf.js never loads this one.
module.exports = { __esModule: true, default: 'pdf.worker.min.mjs' };
