/**
 * The insight pages' public summaries (`/procedures`, `/procedures/:id`, `/surgeons/:npi`), from
 * the same figures the pages draw: the insights feature's, with figures from fewer than 11 journeys
 * already suppressed there. Titles and descriptions are the ones the pages set while they show
 * (mfe-insights `usePageMeta`), so the running app never changes them.
 */
import {
  betterSummary,
  curveSummary,
  decimal,
  periodLabel,
  satisfactionSummary,
  SUPPRESSED_TEXT,
  type PublicPage,
} from '@journeys/shared/domain';
import { paths } from '@journeys/shared/paths';
import type { BreadcrumbList, Physician, WebPage, WithContext } from 'schema-dts';
import type { Db } from '../../platform/db/db-types';
import { listProcedures, procedureInsights, surgeonInsights } from '../insights';
import { SITE_NAME } from './page-words';
import type { SiteUrls } from './site-urls';
import { jsonLd } from './structured-data';

const insightTitle = (subject: string) => `${subject} — ${SITE_NAME}`;
const journeysText = (count: number) => `${count} ${count === 1 ? 'journey' : 'journeys'}`;
const PROCEDURES_TITLE = 'Recovery by procedure';
const PROCEDURES_DESCRIPTION =
  'How members recover after each procedure: symptoms over time, the share better than before surgery and satisfaction, from the journeys they share.';

export async function proceduresPage(db: Db, urls: SiteUrls): Promise<PublicPage> {
  const list = await listProcedures(db);
  const url = urls.site(paths.procedures());
  const structuredData: WithContext<WebPage> = {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    name: PROCEDURES_TITLE,
    description: PROCEDURES_DESCRIPTION,
    url,
  };
  return {
    title: insightTitle(PROCEDURES_TITLE),
    description: PROCEDURES_DESCRIPTION,
    url,
    type: 'website',
    image: urls.image('/og/site.png', SITE_NAME),
    structuredData: jsonLd(structuredData),
    blocks: [
      { kind: 'heading', level: 1, text: PROCEDURES_TITLE },
      { kind: 'paragraph', text: PROCEDURES_DESCRIPTION },
      {
        kind: 'list',
        items: list.map((p) => ({
          text: `${p.procedure.name} — ${journeysText(p.journeys)}`,
          href: paths.procedure(p.procedure.id),
        })),
      },
    ],
  };
}

const figureText = (value: number | null) => (value === null ? SUPPRESSED_TEXT : decimal(value));

export async function procedurePage(db: Db, id: number, urls: SiteUrls): Promise<PublicPage | null> {
  const insights = await procedureInsights(db, id);
  if (!insights) return null;
  const { procedure, journeys, curve, better, satisfaction } = insights;
  const url = urls.site(paths.procedure(procedure.id));
  const name = `${procedure.name} recovery`;
  const description = `How members recover after ${procedure.name}: symptoms over time, the share better than before surgery and satisfaction, from ${journeysText(journeys)} shared on Surgery Journeys.`;
  const breadcrumb: BreadcrumbList = {
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: PROCEDURES_TITLE, item: urls.site(paths.procedures()) },
      { '@type': 'ListItem', position: 2, name: procedure.name, item: url },
    ],
  };
  const structuredData: WithContext<WebPage> = {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    name,
    description,
    url,
    about: { '@type': 'MedicalProcedure', name: procedure.name, description: procedure.description },
    breadcrumb,
  };
  return {
    title: insightTitle(name),
    description,
    url,
    type: 'website',
    image: urls.image(`/og/procedures/${procedure.id}.png`, `${procedure.name}: recovery curve`),
    structuredData: jsonLd(structuredData),
    blocks: [
      { kind: 'heading', level: 1, text: name },
      ...(procedure.description ? [{ kind: 'paragraph' as const, text: procedure.description }] : []),
      { kind: 'paragraph', text: `${journeysText(journeys)} shared by members.` },
      { kind: 'heading', level: 2, text: 'Symptoms over time' },
      { kind: 'paragraph', text: curveSummary(curve) },
      {
        kind: 'table',
        caption: `How members feel compared with before surgery, by time since ${procedure.name}`,
        head: ['Time since surgery', 'Journeys', 'Median', 'Middle half'],
        rows: curve.map((p) => [
          periodLabel(p.period),
          p.journeys === null ? SUPPRESSED_TEXT : String(p.journeys),
          figureText(p.median),
          p.q1 === null || p.q3 === null ? SUPPRESSED_TEXT : `${decimal(p.q1)}–${decimal(p.q3)}`,
        ]),
      },
      { kind: 'heading', level: 2, text: 'Better than before surgery' },
      { kind: 'paragraph', text: betterSummary(better) },
      { kind: 'heading', level: 2, text: 'Satisfaction' },
      { kind: 'paragraph', text: satisfactionSummary(satisfaction) },
      {
        kind: 'list',
        items: [{ text: `See all ${journeysText(journeys)}`, href: paths.feed({ procedure: procedure.id }) }],
      },
    ],
  };
}

export async function surgeonPage(db: Db, npi: string, urls: SiteUrls): Promise<PublicPage | null> {
  const insights = await surgeonInsights(db, npi);
  if (!insights) return null;
  const { surgeon, journeys, procedures } = insights;
  const url = urls.site(paths.surgeon(surgeon.npi));
  const place = [surgeon.city, surgeon.state].filter(Boolean).join(', ');
  const structuredData: WithContext<Physician> = {
    '@context': 'https://schema.org',
    '@type': 'Physician',
    name: surgeon.name,
    identifier: { '@type': 'PropertyValue', propertyID: 'NPI', value: surgeon.npi },
    ...(surgeon.specialty
      ? { medicalSpecialty: { '@type': 'MedicalSpecialty', name: surgeon.specialty } }
      : {}),
    ...(place
      ? {
          address: {
            '@type': 'PostalAddress',
            ...(surgeon.city ? { addressLocality: surgeon.city } : {}),
            ...(surgeon.state ? { addressRegion: surgeon.state } : {}),
            addressCountry: 'US',
          },
        }
      : {}),
    url,
  };
  return {
    title: insightTitle(`${surgeon.name}: outcomes by procedure`),
    description: `Recovery journeys shared by patients of ${surgeon.name}${surgeon.specialty ? `, ${surgeon.specialty}` : ''}: outcomes by procedure against all surgeons, with 95% intervals.`,
    url,
    type: 'profile',
    image: urls.image(`/og/surgeons/${surgeon.npi}.png`, `${surgeon.name}: ${journeysText(journeys)}`),
    structuredData: jsonLd(structuredData),
    blocks: [
      { kind: 'heading', level: 1, text: surgeon.name },
      ...([surgeon.specialty, place].some(Boolean)
        ? [{ kind: 'paragraph' as const, text: [surgeon.specialty, place].filter(Boolean).join(' · ') }]
        : []),
      {
        kind: 'paragraph',
        text:
          journeys > 0
            ? `${journeysText(journeys)} shared by patients.`
            : 'No journeys have been shared for this surgeon yet.',
      },
      ...(procedures.length > 0
        ? [
            {
              kind: 'table' as const,
              caption: `${surgeon.name}'s figures by procedure, against all surgeons`,
              head: [
                'Procedure',
                'Journeys',
                'Mean stars',
                'All surgeons',
                'Better than before',
                'All surgeons',
              ],
              rows: procedures.map((p) => [
                p.procedure.name,
                String(p.journeys),
                figureText(p.stars.mean),
                figureText(p.overall.stars),
                p.better.share === null ? SUPPRESSED_TEXT : `${Math.round(p.better.share * 100)}%`,
                p.overall.better === null ? SUPPRESSED_TEXT : `${Math.round(p.overall.better * 100)}%`,
              ]),
            },
          ]
        : []),
      ...(journeys > 0
        ? [
            {
              kind: 'list' as const,
              items: [{ text: `Journeys with ${surgeon.name}`, href: paths.feed({ surgeon: surgeon.npi }) }],
            },
          ]
        : []),
    ],
  };
}
