// The redirects live in the route table the host's server reads too (route-table.mjs).
export { fillTarget, PRODUCT_NAME, REDIRECTS } from './route-table.mjs';
