// Build-time constants injected by tools/webpack/create-config.js (DefinePlugin).
declare const __QS_BUILD_VERSION__: string;
declare const __QS_CONTAINER__: string;

declare module '*.css';
declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.png' {
  const url: string;
  export default url;
}
