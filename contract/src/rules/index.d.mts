// Types of index.mjs.
export * from './field-rules.mjs';
export * from './card-rules.mjs';
export * from './bogota-time.mjs';
export * from './site-path.mjs';
export * from './site-domain.mjs';
