/**
 * A journey's public page, `/surgeries?surgery=<id>`: what its card shows a visitor (the surgery,
 * its story, its updates and comments), as tags, JSON-LD and words. Built only from what a visitor
 * may see: a journey pending moderation, hidden or deleted is null (the page answers 404), and
 * updates and comments under moderation are left out exactly as the card leaves them out.
 */
import { formatLongDate, type Comment, type PublicPage, type Review } from '@journeys/shared/domain';
import { paths } from '@journeys/shared/paths';
import type { DiscussionForumPosting, WithContext } from 'schema-dts';
import type { Db } from '../../platform/db/db-types';
import { commentThread } from '../comments';
import { getReview } from '../feed';
import { t, type Language } from '../../platform/i18n';
import { journeyStage, stageText } from './journey-stage';
import {
  memberName,
  oneLine,
  openingWords,
  postOp,
  proceduresTitle,
  siteTitle,
  stateText,
  symptomLabel,
} from './page-words';
import type { SiteUrls } from './site-urls';
import { jsonLd } from './structured-data';

/** Every comment a visitor sees, replies after their parent, oldest first; deleted ones have no words. */
function flatComments(thread: readonly Comment[]): Comment[] {
  return thread.flatMap((c) => [...(c.deleted ? [] : [c]), ...flatComments(c.nestedComments)]);
}

/** 'Mildly better than before surgery': how the member feels now, from their latest report. */
export function latestSymptom(review: Pick<Review, 'symptom' | 'updates'>): number {
  return review.updates.at(-1)?.symptom ?? review.symptom;
}

function structuredData(
  review: Review,
  comments: readonly Comment[],
  headline: string,
  url: string,
  urls: SiteUrls,
  language: Language,
): WithContext<DiscussionForumPosting> {
  const author = (patient: Review['patient']) =>
    patient
      ? {
          '@type': 'Person' as const,
          name: patient.username,
          url: urls.site(paths.memberSurgeries(patient.id)),
        }
      : { '@type': 'Person' as const, name: memberName(language, null) };
  return {
    '@context': 'https://schema.org',
    '@type': 'DiscussionForumPosting',
    headline,
    text: review.description,
    url,
    author: author(review.patient),
    datePublished: review.createdAt,
    dateModified: review.updatedAt,
    comment: [
      ...review.updates.map((u) => ({
        '@type': 'Comment' as const,
        text: u.description,
        datePublished: u.createdAt,
        author: author(review.patient),
      })),
      ...comments.map((c) => ({
        '@type': 'Comment' as const,
        text: c.text,
        datePublished: c.createdAt,
        author: author(c.patient),
      })),
    ],
    interactionStatistic: {
      '@type': 'InteractionCounter',
      interactionType: { '@type': 'CommentAction' },
      userInteractionCount: comments.length,
    },
  };
}

export async function journeyPage(db: Db, id: number, now: Date, urls: SiteUrls): Promise<PublicPage | null> {
  const { language } = urls;
  const review = await getReview(db, id);
  if (!review) return null;
  const comments = flatComments(await commentThread(db, id));
  const stage = stageText(language, journeyStage(review.surgeryDate, now));
  const procedures = proceduresTitle(language, review.procedures);
  const headline = stage
    ? t(language, 'page.journeyHeadline', { procedures, stage })
    : t(language, 'page.journeyHeadlineNoStage', { procedures });
  const url = urls.site(paths.feed({ surgery: id }));
  const feeling = symptomLabel(language, latestSymptom(review));
  const story = oneLine(review.description);
  const meta = t(language, 'page.journeyMeta', {
    member: memberName(language, review.patient),
    date: formatLongDate(`${review.surgeryDate.slice(0, 10)}T00:00:00Z`, language),
    surgeon: review.surgeon.name,
    state: stateText(language, review.state.name),
  });
  return {
    title: siteTitle(headline),
    description: story
      ? openingWords(story)
      : openingWords(t(language, 'page.journeyFallback', { procedures })),
    url,
    type: 'article',
    image: urls.image(`/og/surgeries/${id}.png`, t(language, 'page.journeyAlt', { headline })),
    structuredData: jsonLd(structuredData(review, comments, headline, url, urls, language), language),
    blocks: [
      { kind: 'heading', level: 1, text: headline },
      { kind: 'paragraph', text: meta },
      ...(feeling ? [{ kind: 'paragraph' as const, text: t(language, 'page.now', { feeling }) }] : []),
      ...(story ? [{ kind: 'paragraph' as const, text: review.description }] : []),
      ...(review.updates.length > 0
        ? [
            { kind: 'heading' as const, level: 2 as const, text: t(language, 'page.updates') },
            {
              kind: 'list' as const,
              items: review.updates.map((u) => ({
                text: t(language, 'page.line', {
                  label: postOp(language, review.surgeryDate, u.createdAt),
                  text: u.description,
                }),
                href: null,
              })),
            },
          ]
        : []),
      { kind: 'heading', level: 2, text: t(language, 'page.comments', { count: comments.length }) },
      ...(comments.length > 0
        ? [
            {
              kind: 'list' as const,
              items: comments.map((c) => ({
                text: t(language, 'page.line', { label: memberName(language, c.patient), text: c.text }),
                href: null,
              })),
            },
          ]
        : []),
    ],
  };
}
