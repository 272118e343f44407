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

/** Members alerted per sweep at most; the rest wait for the next minute. */
const MEMBERS_PER_SWEEP = 2000;
const PARALLEL_ENQUEUES = 8;
/** An email quotes this much of each comment or update. */
const QUOTE_MAX = 200;

const ALERT_KINDS: NotificationKind[] = ['comment', 'reply', 'followed_update'];
const alertKindSql = sql<string>`CASE WHEN n.kind = 'followed_update' THEN 'followed' ELSE 'comments' END`;

export interface AlertItem extends AlertCandidate {
  reviewId: number;
  sourceCommentId: number | null;
  actor: string;
  text: string;
}

function quote(text: string): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return oneLine.length > QUOTE_MAX ? `${oneLine.slice(0, QUOTE_MAX - 1)}…` : oneLine;
}

function itemLine(item: AlertItem): string {
  if (item.kind === 'reply') return `${item.actor} replied to your comment`;
  if (item.kind === 'comment') return `${item.actor} commented on your surgery`;
  return `${item.actor} posted an update on a surgery you follow`;
}

function itemLink(item: AlertItem, siteUrl: string): string {
  const target =
    item.kind === 'followed_update'
      ? paths.feed({ surgery: item.reviewId })
      : paths.feed({ surgery: item.reviewId, comment: item.sourceCommentId ?? undefined });
  return `${siteUrl}${target}`;
}

function subjectOf(burst: AlertBurst<AlertItem>): string {
  const n = burst.items.length;
  if (burst.kind === 'followed') {
    return n === 1 ? 'A new update on a surgery you follow' : `${n} new updates on surgeries you follow`;
  }
  if (n > 1) return `${n} new comments and replies on Surgery Journeys`;
  return burst.items[0]?.kind === 'reply' ? 'A new reply to your comment' : 'A new comment on your surgery';
}

export function alertEmail(burst: AlertBurst<AlertItem>, siteUrl: string): MemberEmail {
  const all = `${siteUrl}${paths.notifications()}`;
  const text = [
    'Here is what you have not seen yet:',
    '',
    ...burst.items.flatMap((item) => [
      `${itemLine(item)}:`,
      `“${quote(item.text)}”`,
      itemLink(item, siteUrl),
      '',
    ]),
    `All your notifications: ${all}`,
  ].join('\n');
  const html = [
    '<p>Here is what you have not seen yet:</p>',
    '<ul>',
    ...burst.items.map(
      (item) =>
        `<li><p><a href="${escapeHtml(itemLink(item, siteUrl))}">${escapeHtml(itemLine(item))}</a>:<br>` +
        `“${escapeHtml(quote(item.text))}”</p></li>`,
    ),
    '</ul>',
    `<p><a href="${escapeHtml(all)}">All your notifications</a></p>`,
  ].join('\n');
  return {
    userId: burst.userId,
    kind: burst.kind,
    idempotencyKey: alertIdempotencyKey(burst),
    reviewIds: [...new Set(burst.items.map((item) => item.reviewId))],
    subject: subjectOf(burst),
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
            actor: r.username ?? 'A member',
            text: r.text,
          },
        ],
  );
  const bursts = dueAlerts(items, now, delayMs);
  await mapWithConcurrency(bursts, PARALLEL_ENQUEUES, async (burst) => {
    await enqueueMemberEmail(ctx, alertEmail(burst, ctx.config.publicSiteUrl));
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
