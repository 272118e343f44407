/**
 * What a public page is about, as the shell's HTML server writes it into the page for readers that
 * run no script: link previews, crawlers, screen readers without JavaScript (docs/architecture.md
 * §3). Built by the API from the same data the page shows, and only from what the page shows to a
 * visitor: no content pending moderation, hidden or deleted ever reaches it.
 */
import { z } from './zod';

/** One piece of the page's words: a heading, a paragraph, a list of (linked) lines or a table. */
export const publicPageBlockSchema = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('heading'), level: z.union([z.literal(1), z.literal(2)]), text: z.string() }),
    z.object({ kind: z.literal('paragraph'), text: z.string() }),
    z.object({
      kind: z.literal('list'),
      items: z.array(
        z.object({
          text: z.string(),
          href: z.string().nullable().describe('A path on the site, or null for a plain line'),
        }),
      ),
    }),
    z.object({
      kind: z.literal('table'),
      caption: z.string(),
      head: z.array(z.string()),
      rows: z.array(z.array(z.string())),
    }),
  ])
  .meta({ id: 'PublicPageBlock' });

export const publicPageSchema = z
  .object({
    title: z.string().describe('The document title, site name included'),
    description: z.string().describe('At most 160 characters'),
    url: z.string().describe('The canonical address of the page, absolute'),
    type: z.enum(['website', 'article', 'profile']).describe('Its Open Graph type'),
    image: z
      .object({ url: z.string(), width: z.number().int(), height: z.number().int(), alt: z.string() })
      .describe('The preview image (GET /og/…), absolute'),
    structuredData: z
      .record(z.string(), z.unknown())
      .nullable()
      .describe('The page as schema.org JSON-LD, or null'),
    blocks: z.array(publicPageBlockSchema).describe('The page’s words, in reading order'),
  })
  .meta({ id: 'PublicPage' });

export type PublicPage = z.infer<typeof publicPageSchema>;
export type PublicPageBlock = z.infer<typeof publicPageBlockSchema>;
