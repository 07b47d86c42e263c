// The asset rule turns the worker module into its emitted URL.
declare module 'pdfjs-dist/build/pdf.worker.min.mjs' {
  const url: string;
  export default url;
}

// The worker's code itself, which the tests run in-thread (Node has no module workers).
declare module 'pdfjs-dist/legacy/build/pdf.worker.mjs' {
  export const WorkerMessageHandler: unknown;
}
