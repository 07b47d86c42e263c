import { afterFirstPaint } from './start/after-first-paint';

// Async boundary: shared singletons are negotiated before any React code runs. The app starts once the browser
// has painted the server's markup (after-first-paint.ts).
afterFirstPaint(() => void import('./bootstrap'));
