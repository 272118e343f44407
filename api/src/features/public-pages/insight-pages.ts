/**
 * The insight pages' public summaries (`/procedures`, `/procedures/:id`, `/surgeons/:npi`), from
 * the same figures the pages draw: the insights feature's, with figures from fewer than 11 journeys
 * already suppressed there. Titles and descriptions are the ones the pages set while they show
 * (mfe-insights `usePageMeta`), so the running app never changes them, in the page's language.
 */
import { decimal, percent, type PublicPage } from '@journeys/shared/domain';
import { paths } from '@journeys/shared/paths';
import type { BreadcrumbList, Physician, WebPage, WithContext } from 'schema-dts';
import type { Db } from '../../platform/db/db-types';
import { t } from '../../platform/i18n';
import { surgeryTypeIn } from '../feed';
import { listProcedures, procedureInsights, surgeonInsights } from '../insights';
import {
  betterText,
  curveText,
  periodText,
  satisfactionText,
  suppressed,
  typeName,
  SITE_NAME,
} from './page-words';
import type { SiteUrls } from './site-urls';
import { jsonLd } from './structured-data';

const insightTitle = (subject: string) => `${subject} — ${SITE_NAME}`;

export async function proceduresPage(db: Db, urls: SiteUrls): Promise<PublicPage> {
  const { language } = urls;
  const list = await listProcedures(db);
  const url = urls.site(paths.procedures());
  const name = t(language, 'page.byProcedure');
  const description = t(language, 'page.proceduresDescription');
  const structuredData: WithContext<WebPage> = {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    name,
    description,
    url,
  };
  return {
    title: insightTitle(name),
    description,
    url,
    type: 'website',
    image: urls.image('/og/site.png', SITE_NAME),
    structuredData: jsonLd(structuredData, language),
    blocks: [
      { kind: 'heading', level: 1, text: name },
      { kind: 'paragraph', text: description },
      {
        kind: 'list',
        items: list.map((p) => ({
          text: t(language, 'page.procedureItem', {
            name: typeName(language, p.procedure.name),
            count: p.journeys,
          }),
          href: paths.procedure(p.procedure.id),
        })),
      },
    ],
  };
}

export async function procedurePage(db: Db, id: number, urls: SiteUrls): Promise<PublicPage | null> {
  const { language } = urls;
  const insights = await procedureInsights(db, id);
  if (!insights) return null;
  const { journeys, curve, better, satisfaction } = insights;
  const procedure = surgeryTypeIn(language, insights.procedure);
  const figureText = (value: number | null) => (value === null ? suppressed(language) : decimal(value));
  const url = urls.site(paths.procedure(procedure.id));
  const name = t(language, 'page.procedureName', { name: procedure.name });
  const description = t(language, 'page.procedureDescription', { name: procedure.name, count: journeys });
  const breadcrumb: BreadcrumbList = {
    '@type': 'BreadcrumbList',
    itemListElement: [
      {
        '@type': 'ListItem',
        position: 1,
        name: t(language, 'page.byProcedure'),
        item: urls.site(paths.procedures()),
      },
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
    image: urls.image(
      `/og/procedures/${procedure.id}.png`,
      t(language, 'page.procedureAlt', { name: procedure.name }),
    ),
    structuredData: jsonLd(structuredData, language),
    blocks: [
      { kind: 'heading', level: 1, text: name },
      ...(procedure.description ? [{ kind: 'paragraph' as const, text: procedure.description }] : []),
      { kind: 'paragraph', text: t(language, 'page.sharedByMembers', { count: journeys }) },
      { kind: 'heading', level: 2, text: t(language, 'page.symptomsOverTime') },
      { kind: 'paragraph', text: curveText(language, curve) },
      {
        kind: 'table',
        caption: t(language, 'page.curveCaption', { name: procedure.name }),
        head: [
          t(language, 'page.timeSinceSurgery'),
          t(language, 'page.journeysHead'),
          t(language, 'page.median'),
          t(language, 'page.middleHalf'),
        ],
        rows: curve.map((p) => [
          periodText(language, p.period),
          p.journeys === null ? suppressed(language) : String(p.journeys),
          figureText(p.median),
          p.q1 === null || p.q3 === null
            ? suppressed(language)
            : t(language, 'page.range', { low: decimal(p.q1), high: decimal(p.q3) }),
        ]),
      },
      { kind: 'heading', level: 2, text: t(language, 'page.betterTitle') },
      { kind: 'paragraph', text: betterText(language, better) },
      { kind: 'heading', level: 2, text: t(language, 'page.satisfaction') },
      { kind: 'paragraph', text: satisfactionText(language, satisfaction) },
      {
        kind: 'list',
        items: [
          {
            text: t(language, 'page.seeAll', { count: journeys }),
            href: paths.feed({ procedure: procedure.id }),
          },
        ],
      },
    ],
  };
}

export async function surgeonPage(db: Db, npi: string, urls: SiteUrls): Promise<PublicPage | null> {
  const { language } = urls;
  const insights = await surgeonInsights(db, npi);
  if (!insights) return null;
  const { surgeon, journeys, procedures } = insights;
  const figureText = (value: number | null) => (value === null ? suppressed(language) : decimal(value));
  const share = (value: number | null) => (value === null ? suppressed(language) : percent(value));
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
    title: insightTitle(t(language, 'page.surgeonTitle', { name: surgeon.name })),
    description: surgeon.specialty
      ? t(language, 'page.surgeonDescriptionSpecialty', { name: surgeon.name, specialty: surgeon.specialty })
      : t(language, 'page.surgeonDescription', { name: surgeon.name }),
    url,
    type: 'profile',
    image: urls.image(
      `/og/surgeons/${surgeon.npi}.png`,
      t(language, 'page.surgeonAlt', { name: surgeon.name, count: journeys }),
    ),
    structuredData: jsonLd(structuredData, language),
    blocks: [
      { kind: 'heading', level: 1, text: surgeon.name },
      ...([surgeon.specialty, place].some(Boolean)
        ? [{ kind: 'paragraph' as const, text: [surgeon.specialty, place].filter(Boolean).join(' · ') }]
        : []),
      {
        kind: 'paragraph',
        text:
          journeys > 0
            ? t(language, 'page.sharedByPatients', { count: journeys })
            : t(language, 'page.noSurgeonJourneys'),
      },
      ...(procedures.length > 0
        ? [
            {
              kind: 'table' as const,
              caption: t(language, 'page.surgeonCaption', { name: surgeon.name }),
              head: [
                t(language, 'page.procedureHead'),
                t(language, 'page.journeysHead'),
                t(language, 'page.meanStars'),
                t(language, 'page.allSurgeons'),
                t(language, 'page.betterHead'),
                t(language, 'page.allSurgeons'),
              ],
              rows: procedures.map((p) => [
                typeName(language, p.procedure.name),
                String(p.journeys),
                figureText(p.stars.mean),
                figureText(p.overall.stars),
                share(p.better.share),
                share(p.overall.better),
              ]),
            },
          ]
        : []),
      ...(journeys > 0
        ? [
            {
              kind: 'list' as const,
              items: [
                {
                  text: t(language, 'page.journeysWith', { name: surgeon.name }),
                  href: paths.feed({ surgeon: surgeon.npi }),
                },
              ],
            },
          ]
        : []),
    ],
  };
}
