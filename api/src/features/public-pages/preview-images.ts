/**
 * The preview images (`GET /og/...`, PNG 1200 × 630) link previews show for a public page, drawn
 * on the server from the page's data with resvg. Fonts come from the Inter package (SIL OFL), never
 * from the machine, so a fresh server draws the same letters. Images are kept in the feed cache
 * (base64) and dropped with it on every write that changes what a page shows, so an image is drawn
 * once per change; a journey that is not public has no image (404).
 */
import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
import { periodLabel, symptomLevel } from '@journeys/shared/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../platform/db/db-types';
import { notFound } from '../../platform/errors';
import type { FeedCache } from '../../platform/feed-cache';
import { errorResponses } from '../../platform/http/responses';
import { getReview } from '../feed';
import { procedureInsights, surgeonInsights } from '../insights';
import { latestSymptom } from './journey-page';
import { journeyStage } from './journey-stage';
import { proceduresTitle } from './page-words';
import { journeySvg, procedureSvg, siteSvg, surgeonSvg } from './preview-svg';

const require = createRequire(import.meta.url);
const FONT_FILES = [
  require.resolve('@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf'),
  require.resolve('@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf'),
];

export function renderPng(svg: string): Buffer {
  return new Resvg(svg, {
    font: { fontFiles: FONT_FILES, loadSystemFonts: false, defaultFontFamily: 'Inter' },
  })
    .render()
    .asPng();
}

/** Decoded images kept per API instance (~50 KB each). */
const DECODED_IMAGES = 200;
const journeysText = (count: number) => `${count} ${count === 1 ? 'journey' : 'journeys'}`;
const pngName = (what: string) => z.string().regex(/^\d{1,10}\.png$/, `A ${what} image is <id>.png`);
const idOf = (file: string): number => Number(file.slice(0, -'.png'.length));
const imageSchema = {
  tags: ['public pages'],
  produces: ['image/png'],
  response: { 200: z.any().describe('PNG, 1200 × 630'), ...errorResponses },
};

type SendImage = (
  reply: FastifyReply,
  key: string,
  draw: () => Promise<string | null>,
) => Promise<FastifyReply>;

/**
 * Sends the cached PNG of `key`, or `draw()` rendered and stored; `draw()` answering null is a
 * 404. It keeps the PNG bytes of the images last sent, by cache key, with the cached text they
 * were decoded from: a cached image is sent without decoding it again while the feed cache still
 * holds that very text (a write drops it, and the next answer is drawn afresh).
 */
function imageSender(feedCache: FeedCache): SendImage {
  const decoded = new Map<string, { base64: string; png: Buffer }>();
  return async (reply, key, draw) => {
    const base64 = await feedCache.read(`og:${key}`, async () => {
      const svg = await draw();
      if (svg === null) throw notFound('Image');
      return renderPng(svg).toString('base64');
    });
    let known = decoded.get(key);
    if (known?.base64 !== base64) {
      known = { base64, png: Buffer.from(base64, 'base64') };
      decoded.delete(key);
      decoded.set(key, known);
      if (decoded.size > DECODED_IMAGES) decoded.delete(decoded.keys().next().value as string);
    }
    return reply.type('image/png').header('Cache-Control', 'public, max-age=300').send(known.png);
  };
}

/** A journey's image: its procedures, how far along it is, its symptom reports. */
async function drawJourney(db: Db, id: number, now: Date): Promise<string | null> {
  const review = await getReview(db, id);
  if (!review) return null;
  const stage = journeyStage(review.surgeryDate, now).label;
  return journeySvg(
    proceduresTitle(review.procedures),
    stage ? `${stage[0]!.toUpperCase()}${stage.slice(1)} of a recovery journey` : 'A recovery journey',
    [review.symptom, ...review.updates.map((u) => u.symptom)],
    symptomLevel(latestSymptom(review))?.label ?? '',
  );
}

/** A procedure's image: its recovery curve. */
async function drawProcedure(db: Db, id: number): Promise<string | null> {
  const insights = await procedureInsights(db, id);
  if (!insights) return null;
  return procedureSvg(
    `${insights.procedure.name} recovery`,
    `${journeysText(insights.journeys)} · how members feel compared with before surgery`,
    insights.curve.map((p) => ({ ...p, label: periodLabel(p.period) })),
  );
}

/** A surgeon's image: the name, specialty and place, and the journeys shared. */
async function drawSurgeon(db: Db, npi: string): Promise<string | null> {
  const insights = await surgeonInsights(db, npi);
  if (!insights) return null;
  const { surgeon, journeys } = insights;
  const place = [surgeon.city, surgeon.state].filter(Boolean).join(', ');
  return surgeonSvg(
    surgeon.name,
    [surgeon.specialty, place].filter(Boolean).join(' · '),
    `${journeysText(journeys)} shared by patients`,
  );
}

export async function previewImageRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { rateLimits } = app.ctx.config;
  const config = { rateLimit: { max: rateLimits.previewImage, timeWindow: rateLimits.windowMs } };

  const sendImage = imageSender(app.ctx.feedCache);

  r.get(
    '/og/site.png',
    { config, schema: { ...imageSchema, summary: 'The site’s preview image' } },
    async (_request, reply) => sendImage(reply, 'site', async () => siteSvg()),
  );

  r.get(
    '/og/surgeries/:file',
    {
      config,
      schema: {
        ...imageSchema,
        summary: "A journey's preview image: its procedures, time since surgery and symptom reports",
        params: z.object({ file: pngName('journey') }),
      },
    },
    async (request, reply) => {
      const id = idOf(request.params.file);
      return sendImage(reply, `surgery:${id}`, () => drawJourney(app.ctx.db, id, app.ctx.clock()));
    },
  );

  r.get(
    '/og/procedures/:file',
    {
      config,
      schema: {
        ...imageSchema,
        summary: "A procedure's preview image: its recovery curve (median and middle half, n per period)",
        params: z.object({ file: pngName('procedure') }),
      },
    },
    async (request, reply) => {
      const id = idOf(request.params.file);
      return sendImage(reply, `procedure:${id}`, () => drawProcedure(app.ctx.db, id));
    },
  );

  r.get(
    '/og/surgeons/:file',
    {
      config,
      schema: {
        ...imageSchema,
        summary: "A surgeon's preview image: the name and the journeys shared by patients",
        params: z.object({ file: z.string().regex(/^\d{10}\.png$/, 'A surgeon image is <NPI>.png') }),
      },
    },
    async (request, reply) => {
      const npi = request.params.file.slice(0, 10);
      return sendImage(reply, `surgeon:${npi}`, () => drawSurgeon(app.ctx.db, npi));
    },
  );
}
