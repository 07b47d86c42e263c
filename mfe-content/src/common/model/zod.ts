import { z } from 'zod';

// zod probes `new Function('')` to decide whether it may compile validators; the site's CSP allows no eval, so the
// probe would be reported as a violation on every page with a form. Jitless validation gives the same results.
z.config({ jitless: true });

export { z };
