/**
 * The follow-up reminder sweep: run every minute by the job queue, it finds the
 * surgeries whose milestone is due (reminder-rules.ts decides), queues one email each to the
 * author with a link straight to the update wizard, and records the milestone. The email is
 * queued before the record is written: a sweep that dies in between queues it again next time,
 * and the email's idempotency key makes that second one a no-op, so each is sent exactly once.
 */
import { formatLongDate } from '@journeys/shared/domain';
import { paths } from '@journeys/shared/paths';
import { sql } from 'kysely';
import type { AppContext } from '../../platform/app-context';
import { enqueueMemberEmail, escapeHtml, type MemberEmail } from '../email';
import { mapWithConcurrency } from '../../platform/map-with-concurrency';
import {
  candidateSurgeryDateRanges,
  dueMilestone,
  type Milestone,
  type MilestoneKey,
} from './reminder-rules';
import { formatLongDate as formatDateIn, siteLink, t, type Language } from '../../platform/i18n';
import { procedureName } from '../feed';
import { queuePushes, reminderPush } from '../push';

/** Reminders queued per round trip of records; the emails of a chunk go out in parallel. */
const CHUNK = 200;
const PARALLEL_ENQUEUES = 8;

export interface ReminderCandidate {
  reviewId: number;
  userId: number;
  surgeryDate: string;
  /** The journey's first procedure; null when it has none. */
  procedure: string | null;
}

export function reminderEmail(
  c: ReminderCandidate,
  m: Milestone,
  siteUrl: string,
  language: Language = 'en',
): MemberEmail {
  const link = siteLink(siteUrl, paths.addUpdate(c.reviewId), language);
  // English keeps the site's own date wording ('March 3, 2026'); other languages say it with Intl.
  const date = language === 'en' ? formatLongDate(c.surgeryDate) : formatDateIn(language, c.surgeryDate);
  const milestone = m.key;
  const intro = t(language, 'reminder.intro', {
    milestone,
    procedure: procedureName(language, c.procedure),
    date,
  });
  const ask = t(language, 'reminder.ask');
  return {
    userId: c.userId,
    kind: 'reminders',
    idempotencyKey: `reminder:${c.reviewId}:${m.key}`,
    reviewIds: [c.reviewId],
    subject: t(language, 'reminder.subject', { milestone }),
    text: [intro, '', ask, '', t(language, 'reminder.postText', { milestone, link })].join('\n'),
    html: [
      `<p>${escapeHtml(intro)}</p>`,
      `<p>${escapeHtml(ask)}</p>`,
      `<p><a href="${escapeHtml(link)}">${escapeHtml(t(language, 'reminder.post', { milestone }))}</a></p>`,
    ].join('\n'),
  };
}

/** Queues every reminder due at the context's clock; returns how many were queued. */
export async function sweepReminders(ctx: AppContext): Promise<number> {
  const now = ctx.clock();
  const ranges = candidateSurgeryDateRanges(now);
  const rows = await ctx.db
    .selectFrom('reviews as r')
    .select([
      'r.id',
      'r.user_id',
      'r.created_at',
      sql<string>`r.surgery_date::text`.as('surgery_date'),
      sql<Date | null>`(SELECT max(u.created_at) FROM updates u WHERE u.review_id = r.id)`.as(
        'last_update_at',
      ),
      sql<MilestoneKey[]>`ARRAY(SELECT f.milestone FROM follow_up_reminders f WHERE f.review_id = r.id)`.as(
        'queued',
      ),
      sql<
        string | null
      >`(SELECT p.name FROM review_procedures p WHERE p.review_id = r.id ORDER BY p.position LIMIT 1)`.as(
        'procedure',
      ),
    ])
    // An erased member kept their journey anonymous: nobody to remind.
    .where('r.user_id', 'is not', null)
    .where((eb) => eb.or(ranges.map((d) => eb.between('r.surgery_date', d.from, d.to))))
    .orderBy('r.id')
    .execute();

  const due = rows.flatMap((r) => {
    const milestone = dueMilestone(
      {
        surgeryDate: r.surgery_date,
        postedAt: new Date(r.created_at),
        lastUpdateAt: r.last_update_at ? new Date(r.last_update_at) : null,
        queued: r.queued,
      },
      now,
    );
    if (!milestone || r.user_id === null) return [];
    const candidate: ReminderCandidate = {
      reviewId: r.id,
      userId: r.user_id,
      surgeryDate: r.surgery_date,
      procedure: r.procedure,
    };
    return [{ candidate, milestone }];
  });

  for (let i = 0; i < due.length; i += CHUNK) {
    const chunk = due.slice(i, i + CHUNK);
    await mapWithConcurrency(chunk, PARALLEL_ENQUEUES, ({ candidate, milestone }) =>
      enqueueMemberEmail(ctx, {
        userId: candidate.userId,
        kind: 'reminders',
        idempotencyKey: `reminder:${candidate.reviewId}:${milestone.key}`,
        inLanguage: (language) => reminderEmail(candidate, milestone, ctx.config.publicSiteUrl, language),
      }),
    );
    // Before the record, as the emails: a sweep that dies in between pushes again at most once
    // more, and the thread's folding window drops that one.
    await queuePushes(
      ctx,
      chunk.map(({ candidate }) => reminderPush(candidate.userId, candidate.reviewId)),
    );
    await ctx.db
      .insertInto('follow_up_reminders')
      .values(
        chunk.map(({ candidate, milestone }) => ({
          review_id: candidate.reviewId,
          milestone: milestone.key,
          queued_at: now,
        })),
      )
      .onConflict((oc) => oc.columns(['review_id', 'milestone']).doNothing())
      .execute();
  }
  return due.length;
}
