/**
 * What a browser may send about the pages it ran (docs/releasing.md §9): strict shapes, closed
 * vocabularies (module-map remotes, route patterns of the one route table, four metrics, three
 * kinds of error) and short lists. Nothing free-form, so nothing personal can ride along: no
 * message, no address, no query string, no member.
 */
import { REMOTE_NAMES } from '@journeys/shared/module-map';
import { routePatterns } from '@journeys/shared/paths';
import { z } from 'zod';

/** The shell itself: what no remote owns (the landing page, the header's own code). */
export const SHELL = 'shell';
/** The version of a remote served from its unversioned dist/ build rather than a release. */
export const DIST = 'dist';
/** A page address no route pattern matched: never the address itself. */
export const UNMATCHED_ROUTE = '(unmatched)';
/** A body holds at most this many measurements or errors; a page sends a handful. */
export const MAX_ITEMS = 40;
/** The most bytes a report may have: 40 items of about 120 bytes, and room to spare. */
export const RUM_BODY_LIMIT = 16 * 1024;

export const releaseVersion = z
  .string()
  .max(64)
  .regex(
    /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/,
    'Must be a release version like 0.1.0+3f2a9c1b',
  );

const remote = z.enum(REMOTE_NAMES as [string, ...string[]]).describe("A remote's federation name ('feed')");
const owner = z
  .enum([SHELL, ...REMOTE_NAMES] as [string, ...string[]])
  .describe("The remote owning the page area or whose code threw, or 'shell'");
const version = z
  .union([z.literal(DIST), releaseVersion])
  .describe("The release it ran ('0.1.0+3f2a9c1b'), or 'dist' for the unversioned build");
const ROUTES: [string, ...string[]] = [UNMATCHED_ROUTE, ...new Set<string>(Object.values(routePatterns))];
const route = z.enum(ROUTES).describe("The page's route pattern ('/review/:id/edit'), never its address");

const pageReport = {
  session: z.uuid().describe('A random id of the browser tab session, made by the page; nothing else'),
  remotes: z
    .array(z.strictObject({ remote, version }))
    .max(REMOTE_NAMES.length)
    .describe('The remotes the page loaded, each with the release it ran'),
};

/** Milliseconds for LCP, INP and TTFB (ten minutes at most), a score for CLS. */
const measurement = z.strictObject({
  metric: z.enum(['LCP', 'INP', 'CLS', 'TTFB']),
  value: z.number().min(0).max(600_000),
  remote: owner,
  version,
  route,
});

export const vitalsPayload = z.strictObject({
  ...pageReport,
  vitals: z.array(measurement).min(1).max(MAX_ITEMS),
});

export const errorsPayload = z.strictObject({
  ...pageReport,
  errors: z
    .array(
      z.strictObject({
        kind: z
          .enum(['uncaught', 'rejection', 'boundary'])
          .describe(
            "uncaught: window 'error'; rejection: an unhandled promise rejection; boundary: a remote's error boundary",
          ),
        remote: owner,
        version,
        route,
      }),
    )
    .min(1)
    .max(MAX_ITEMS),
});

export type VitalsReport = z.infer<typeof vitalsPayload>;
export type ErrorsReport = z.infer<typeof errorsPayload>;
