/**
 * The preview images (`GET /og/...`, PNG 1200 × 630) link previews show for a public page, drawn
 * on the server from the page's data with resvg. Fonts come from the Inter package (SIL OFL), never
 * from the machine, so a fresh server draws the same letters. Images are kept in the feed cache
 * (base64) and dropped with it on every write that changes what a page shows, so an image is drawn
 * once per change; a journey that is not public has no image (404). `?lang=es` draws the Spanish
 * image (the one a Spanish page's summary names); any other `lang` than en or es is a 400.
 */
import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../platform/db/db-types';
import { notFound } from '../../platform/errors';
import type { FeedCache } from '../../platform/feed-cache';
import { errorResponses } from '../../platform/http/responses';
import { DEFAULT_LANGUAGE, LANGUAGE_VALUES, t, type Language } from '../../platform/i18n';
import { getReview, surgeryTypeIn } from '../feed';
import { procedureInsights, surgeonInsights } from '../insights';
import { latestSymptom } from './journey-page';
import { journeyStage, stageHeading } from './journey-stage';
import { periodText, proceduresTitle, symptomLabel } from './page-words';
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
const pngName = (what: string) => z.string().regex(/^\d{1,10}\.png$/, `A ${what} image is <id>.png`);
const idOf = (file: string): number => Number(file.slice(0, -'.png'.length));
/** `?lang=`: the language of the image's words, English when absent. */
const imageQuery = z.object({
  lang: z.enum(LANGUAGE_VALUES).optional().describe('The language of the words drawn: en (default) or es'),
});
const imageSchema = {
  tags: ['public pages'],
  querystring: imageQuery,
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
async function drawJourney(db: Db, id: number, now: Date, language: Language): Promise<string | null> {
  const review = await getReview(db, id);
  if (!review) return null;
  return journeySvg(
    language,
    proceduresTitle(language, review.procedures),
    stageHeading(language, journeyStage(review.surgeryDate, now)),
    [review.symptom, ...review.updates.map((u) => u.symptom)],
    symptomLabel(language, latestSymptom(review)) ?? '',
  );
}

/** A procedure's image: its recovery curve. */
async function drawProcedure(db: Db, id: number, language: Language): Promise<string | null> {
  const insights = await procedureInsights(db, id);
  if (!insights) return null;
  const { name } = surgeryTypeIn(language, insights.procedure);
  return procedureSvg(
    language,
    t(language, 'page.procedureName', { name }),
    t(language, 'og.procedureLine', { count: insights.journeys }),
    insights.curve.map((p) => ({ ...p, label: periodText(language, p.period) })),
  );
}

/** A surgeon's image: the name, specialty and place, and the journeys shared. */
async function drawSurgeon(db: Db, npi: string, language: Language): Promise<string | null> {
  const insights = await surgeonInsights(db, npi);
  if (!insights) return null;
  const { surgeon, journeys } = insights;
  const place = [surgeon.city, surgeon.state].filter(Boolean).join(', ');
  return surgeonSvg(
    surgeon.name,
    [surgeon.specialty, place].filter(Boolean).join(' · '),
    t(language, 'og.surgeonLine', { count: journeys }),
  );
}

/** The cache key of an image in a language: English keeps the key it always had. */
const keyIn = (language: Language, key: string) =>
  language === DEFAULT_LANGUAGE ? key : `${key}:${language}`;

export async function previewImageRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { rateLimits } = app.ctx.config;
  const config = { rateLimit: { max: rateLimits.previewImage, timeWindow: rateLimits.windowMs } };

  const sendImage = imageSender(app.ctx.feedCache);

  r.get(
    '/og/site.png',
    { config, schema: { ...imageSchema, summary: 'The site’s preview image' } },
    async (request, reply) => {
      const language = request.query.lang ?? DEFAULT_LANGUAGE;
      return sendImage(reply, keyIn(language, 'site'), async () => siteSvg(language));
    },
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
      const language = request.query.lang ?? DEFAULT_LANGUAGE;
      return sendImage(reply, keyIn(language, `surgery:${id}`), () =>
        drawJourney(app.ctx.db, id, app.ctx.clock(), language),
      );
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
      const language = request.query.lang ?? DEFAULT_LANGUAGE;
      return sendImage(reply, keyIn(language, `procedure:${id}`), () =>
        drawProcedure(app.ctx.db, id, language),
      );
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
      const language = request.query.lang ?? DEFAULT_LANGUAGE;
      return sendImage(reply, keyIn(language, `surgeon:${npi}`), () =>
        drawSurgeon(app.ctx.db, npi, language),
      );
    },
  );
}
