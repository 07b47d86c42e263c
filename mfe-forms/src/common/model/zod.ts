import { z } from 'zod';

// zod probes `new Function('')` to decide whether it may compile validators. The site's CSP allows no
// eval, so the probe is refused and reported as a security-policy violation on every page with a form.
// Jitless validation gives the same results without the probe.
z.config({ jitless: true });

export { z };
