/**
 * The email alert sweep: run every minute by the job queue, it emails each member
 * the comments, replies and followed updates they have not seen in the app within the alert
 * delay, one email per burst and kind (alert-rules.ts decides). The email is queued before the
 * member's cursor moves: a sweep that dies in between queues the same email (same idempotency
 * key) next time, and it is still sent once.
 */
import { paths } from '@journeys/shared/paths';
import { sql } from 'kysely';
import type { AppContext } from '../../platform/app-context';
import type { NotificationKind } from '../../platform/db/schema';
import { enqueueMemberEmail, escapeHtml, type MemberEmail } from '../email';
import {
  ALERT_LOOKBACK_MS,
  alertIdempotencyKey,
  dueAlerts,
  type AlertBurst,
  type AlertCandidate,
} from './alert-rules';
import { mapWithConcurrency } from '../../platform/map-with-concurrency';
import { notificationVisible } from '../../platform/moderation-visibility';
import { siteLink, t, type Language } from '../../platform/i18n';

/** Members alerted per sweep at most; the rest wait for the next minute. */
const MEMBERS_PER_SWEEP = 2000;
const PARALLEL_ENQUEUES = 8;
/** An email quotes this much of each comment or update. */
const QUOTE_MAX = 200;

const ALERT_KINDS: NotificationKind[] = ['comment', 'reply', 'followed_update'];
const alertKindSql = sql<string>`CASE n.kind WHEN 'followed_update' THEN 'followed' WHEN 'reply' THEN 'replies' ELSE 'comments' END`;

export interface AlertItem extends AlertCandidate {
  reviewId: number;
  sourceCommentId: number | null;
  /** The actor's username; null for a member who has since left. */
  actor: string | null;
  text: string;
}

function quote(text: string): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return oneLine.length > QUOTE_MAX ? `${oneLine.slice(0, QUOTE_MAX - 1)}…` : oneLine;
}

function itemLine(item: AlertItem, language: Language): string {
  const actor = item.actor ?? t(language, 'alert.someone');
  return t(language, 'alert.line', { kind: item.kind, actor });
}

function itemLink(item: AlertItem, siteUrl: string, language: Language): string {
  const target =
    item.kind === 'followed_update'
      ? paths.feed({ surgery: item.reviewId })
      : paths.feed({ surgery: item.reviewId, comment: item.sourceCommentId ?? undefined });
  return siteLink(siteUrl, target, language);
}

function subjectOf(burst: AlertBurst<AlertItem>, language: Language): string {
  const count = burst.items.length;
  if (burst.kind === 'followed') return t(language, 'alert.subjectFollowed', { count });
  return t(language, 'alert.subjectComments', { count, kind: burst.items[0]?.kind ?? 'comment' });
}

export function alertEmail(
  burst: AlertBurst<AlertItem>,
  siteUrl: string,
  language: Language = 'en',
): MemberEmail {
  const all = siteLink(siteUrl, paths.notifications(), language);
  const intro = t(language, 'alert.intro');
  const text = [
    intro,
    '',
    ...burst.items.flatMap((item) => [
      `${itemLine(item, language)}:`,
      `“${quote(item.text)}”`,
      itemLink(item, siteUrl, language),
      '',
    ]),
    t(language, 'alert.allText', { link: all }),
  ].join('\n');
  const html = [
    `<p>${escapeHtml(intro)}</p>`,
    '<ul>',
    ...burst.items.map(
      (item) =>
        `<li><p><a href="${escapeHtml(itemLink(item, siteUrl, language))}">${escapeHtml(itemLine(item, language))}</a>:<br>` +
        `“${escapeHtml(quote(item.text))}”</p></li>`,
    ),
    '</ul>',
    `<p><a href="${escapeHtml(all)}">${escapeHtml(t(language, 'alert.all'))}</a></p>`,
  ].join('\n');
  return {
    userId: burst.userId,
    kind: burst.kind,
    idempotencyKey: alertIdempotencyKey(burst),
    reviewIds: [...new Set(burst.items.map((item) => item.reviewId))],
    subject: subjectOf(burst, language),
    text,
    html,
  };
}

/** Queues every alert due at the context's clock; returns how many emails were queued. */
export async function sweepAlerts(ctx: AppContext): Promise<number> {
  const now = ctx.clock();
  const delayMs = ctx.config.followUps.alertDelaySeconds * 1000;
  const since = new Date(now.getTime() - ALERT_LOOKBACK_MS);
  const unseen = () =>
    ctx.db
      .selectFrom('notifications as n')
      .leftJoin('alert_cursors as c', (join) =>
        join.onRef('c.user_id', '=', 'n.user_id').on(sql<boolean>`c.kind = ${alertKindSql}`),
      )
      .where('n.is_read', '=', false)
      .where('n.kind', 'in', ALERT_KINDS)
      .where('n.created_at', '>=', since)
      .where('n.created_at', '<=', now)
      .where(sql<boolean>`n.id > COALESCE(c.last_notification_id, 0)`)
      // What the recipient may not see (moderated content) is not emailed either.
      .where(notificationVisible('n'));

  // Whose oldest unseen notification has waited long enough; then all their unseen ones.
  const members = await unseen()
    .where('n.created_at', '<=', new Date(now.getTime() - delayMs))
    .select('n.user_id')
    .distinct()
    .orderBy('n.user_id')
    .limit(MEMBERS_PER_SWEEP)
    .execute();
  if (members.length === 0) return 0;
  const rows = await unseen()
    .leftJoin('users as a', 'a.id', 'n.actor_id')
    .select([
      'n.id',
      'n.user_id',
      'n.kind',
      'n.created_at',
      'n.review_id',
      'n.source_comment_id',
      'n.text',
      'a.username',
    ])
    .where(
      'n.user_id',
      'in',
      members.map((m) => m.user_id),
    )
    .orderBy('n.id')
    .execute();
  const items: AlertItem[] = rows.flatMap((r) =>
    r.review_id === null
      ? []
      : [
          {
            id: r.id,
            userId: r.user_id,
            kind: r.kind,
            createdAt: new Date(r.created_at),
            reviewId: r.review_id,
            sourceCommentId: r.source_comment_id,
            actor: r.username,
            text: r.text,
          },
        ],
  );
  const bursts = dueAlerts(items, now, delayMs);
  await mapWithConcurrency(bursts, PARALLEL_ENQUEUES, async (burst) => {
    await enqueueMemberEmail(ctx, {
      userId: burst.userId,
      kind: burst.kind,
      idempotencyKey: alertIdempotencyKey(burst),
      inLanguage: (language) => alertEmail(burst, ctx.config.publicSiteUrl, language),
    });
    await ctx.db
      .insertInto('alert_cursors')
      .values({ user_id: burst.userId, kind: burst.kind, last_notification_id: burst.lastId })
      .onConflict((oc) =>
        oc.columns(['user_id', 'kind']).doUpdateSet({
          last_notification_id: sql<number>`GREATEST(alert_cursors.last_notification_id, excluded.last_notification_id)`,
        }),
      )
      .execute();
  });
  return bursts.length;
}
