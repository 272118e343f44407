/**
 * zod for the wire schemas. Configured here as well as in ../schemas.ts because a client in
 * development may load these schemas alone: zod's fast path probes `new Function('')`, which the
 * site's CSP refuses.
 */
import { z } from 'zod';

z.config({ jitless: true });

export { z };

export const isoDateTime = z.string().describe('ISO 8601 date-time');
