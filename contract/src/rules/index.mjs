// The rules the API and the browser share, without a schema: plain JavaScript with no dependency, typed by the
// .d.mts beside each file, so the browser, the host's server (plain Node) and the API load the same code.
// The browser takes them through @qs/shared's index; a server may import one file (`@qs/contract/rules/site-domain`).
export * from './field-rules.mjs';
export * from './card-rules.mjs';
export * from './bogota-time.mjs';
export * from './site-path.mjs';
export * from './site-domain.mjs';
