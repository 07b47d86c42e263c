// The rule lives in partner-paths.mjs, which the host's server applies as well (server/partner-gate.mjs).
export { isKeptFromPartners, partnerHome, partnerRedirectFor } from './partner-paths.mjs';
