// The site's processes, their ports and builds: one table for start, build and the e2e tests.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const REMOTES = [
  { slice: 'results', dir: 'mfe-results', port: 3001 },
  { slice: 'detail', dir: 'mfe-detail', port: 3002 },
  { slice: 'forms', dir: 'mfe-forms', port: 3003 },
  { slice: 'content', dir: 'mfe-content', port: 3004 },
];

export const HOST = { dir: 'host', port: 3000 };
export const API = { dir: 'api', port: 4000 };
/** The staff's apps, each on its own origin, in no slice: the chat agents' inbox (docs/adr/0022-slices-by-business-area.md). */
export const AGENT_INBOX = { dir: 'agent-inbox', port: 3005 };
