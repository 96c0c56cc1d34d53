import { z } from 'zod';

/**
 * Runs in the browser before the storefront starts. zod (the saved cart's validation) probes `new Function('')` the
 * first time it parses an object, to decide whether it may compile its parsers. The storefront's CSP has no
 * 'unsafe-eval' (src/lib/security-headers.ts), so the probe is refused and — although zod catches the error — the
 * browser reports a `securitypolicyviolation` on every page. `jitless` skips the probe and the compiled fast path,
 * which a cart of a few lines does not need.
 */
z.config({ jitless: true });
