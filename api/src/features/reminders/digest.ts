/**
 * The weekly digest (off by default): each Monday, one email per member who turned it
 * on, listing the surgeries they follow that got updates in the past seven days. Keyed by ISO week,
 * so a retried or doubled run sends each member one digest a week.
 */
import { paths } from '@journeys/shared/paths';
import { sql } from 'kysely';
import type { AppContext } from '../../platform/app-context';
import { DEFAULT_EMAIL_PREFERENCES, enqueueMemberEmail, escapeHtml, type MemberEmail } from '../email';
import { mapWithConcurrency } from '../../platform/map-with-concurrency';
import { isPublic } from '../../platform/moderation-visibility';
import { siteLink, t, type Language } from '../../platform/i18n';
import { procedureName } from '../feed';

const WEEK_MS = 7 * 86_400_000;
const PARALLEL_ENQUEUES = 8;
/** Monday 08:00 UTC: the start of the week in the Americas' night, read with the morning's mail. */
export const DIGEST_CRON = '0 8 * * 1';

/** ISO 8601 week of a date, e.g. '2026-W48' (weeks start on Monday; week 1 holds the first Thursday). */
export function isoWeek(date: Date): string {
  const d = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const weekday = d.getUTCDay() || 7;
  d.setUTCDate(d.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(d.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((d.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${d.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

export interface DigestEntry {
  reviewId: number;
  /** The author's username; null for a member who has since left. */
  author: string | null;
  /** The journey's first procedure; null when it has none. */
  procedure: string | null;
  updates: number;
}

export function digestEmail(
  userId: number,
  week: string,
  entries: DigestEntry[],
  siteUrl: string,
  language: Language = 'en',
): MemberEmail {
  const line = (e: DigestEntry) =>
    t(language, 'digest.line', {
      author: e.author ?? t(language, 'digest.formerMember'),
      procedure: procedureName(language, e.procedure),
      count: e.updates,
    });
  const intro = t(language, 'digest.intro');
  const link = (e: DigestEntry) => siteLink(siteUrl, paths.feed({ surgery: e.reviewId }), language);
  return {
    userId,
    kind: 'digest',
    idempotencyKey: `digest:${userId}:${week}`,
    reviewIds: entries.map((e) => e.reviewId),
    subject: t(language, 'digest.subject', { count: entries.length }),
    text: [intro, '', ...entries.flatMap((e) => [line(e), link(e), ''])].join('\n'),
    html: [
      `<p>${escapeHtml(intro)}</p>`,
      '<ul>',
      ...entries.map((e) => `<li><a href="${escapeHtml(link(e))}">${escapeHtml(line(e))}</a></li>`),
      '</ul>',
    ].join('\n'),
  };
}

/** Queues this week's digests at the context's clock; returns how many were queued. */
export async function sendWeeklyDigests(ctx: AppContext): Promise<number> {
  const now = ctx.clock();
  const since = new Date(now.getTime() - WEEK_MS);
  const rows = await ctx.db
    .selectFrom('follows as f')
    .leftJoin('email_preferences as p', 'p.user_id', 'f.user_id')
    .innerJoin('reviews as r', 'r.id', 'f.review_id')
    .innerJoin('updates as u', 'u.review_id', 'f.review_id')
    .leftJoin('users as a', 'a.id', 'r.user_id')
    .select([
      'f.user_id',
      'f.review_id',
      'a.username',
      sql<
        string | null
      >`(SELECT rp.name FROM review_procedures rp WHERE rp.review_id = r.id ORDER BY rp.position LIMIT 1)`.as(
        'procedure',
      ),
      sql<string>`count(u.id)::text`.as('updates'),
    ])
    .where(sql<boolean>`COALESCE(p.digest, ${DEFAULT_EMAIL_PREFERENCES.digest})`)
    // Moderated surgeries and updates are left out for everyone but their author.
    .where(isPublic('r.moderation_status'))
    .where(isPublic('u.moderation_status'))
    .where('u.created_at', '>', since)
    .where('u.created_at', '<=', now)
    .groupBy(['f.user_id', 'f.review_id', 'r.id', 'a.username'])
    .orderBy('f.user_id')
    .orderBy('f.review_id')
    .execute();

  const byMember = new Map<number, DigestEntry[]>();
  for (const r of rows) {
    const entries = byMember.get(r.user_id) ?? [];
    entries.push({
      reviewId: r.review_id,
      author: r.username,
      procedure: r.procedure,
      updates: Number(r.updates),
    });
    byMember.set(r.user_id, entries);
  }
  const week = isoWeek(now);
  await mapWithConcurrency([...byMember], PARALLEL_ENQUEUES, ([userId, entries]) =>
    enqueueMemberEmail(ctx, {
      userId,
      kind: 'digest',
      idempotencyKey: `digest:${userId}:${week}`,
      inLanguage: (language) => digestEmail(userId, week, entries, ctx.config.publicSiteUrl, language),
    }),
  );
  return byMember.size;
}
