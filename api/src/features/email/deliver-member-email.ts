/**
 * The 'email-send' job: one MemberEmail to one member, at most once per idempotency key.
 * The key is claimed (a row with a fresh claim token) before the SMTP conversation and marked
 * sent right after the server accepted the message. A claim left by a worker that died is taken
 * over once it is older than the job expiry, the time after which pg-boss retries that job.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { AppContext } from '../../platform/app-context';
import { viewerOf, visibleTo } from '../../platform/moderation-visibility';
import { emailRecipient } from './email-preferences';
import type { MemberEmail } from './member-email';
import { renderMemberEmail } from './render-member-email';
import { createUnsubscribeToken } from './unsubscribe-token';

export type DeliveryOutcome = 'sent' | 'already-sent' | 'not-wanted';

/** Thrown while another worker holds a fresh claim on the key: the job is retried later. */
export class DeliveryInProgressError extends Error {}

export async function deliverMemberEmail(ctx: AppContext, email: MemberEmail): Promise<DeliveryOutcome> {
  // Preferences are checked again: the member may have turned the kind off since it was queued.
  const member = await emailRecipient(ctx.db, email.userId, email.kind);
  if (!member) return 'not-wanted';
  if (email.reviewIds && !(await anySurgeryVisible(ctx, email.userId, email.reviewIds))) return 'not-wanted';

  const claim = randomUUID();
  const leaseSeconds = ctx.config.jobs.expireSeconds;
  const claimed = await ctx.db
    .insertInto('email_deliveries')
    .values({
      idempotency_key: email.idempotencyKey,
      user_id: email.userId,
      kind: email.kind,
      claim_token: claim,
    })
    .onConflict((oc) =>
      oc
        .column('idempotency_key')
        .doUpdateSet({ claim_token: claim, claimed_at: sql`now()` })
        .where('email_deliveries.sent_at', 'is', null)
        .where(sql<boolean>`email_deliveries.claimed_at < now() - make_interval(secs => ${leaseSeconds})`),
    )
    .returning('claim_token')
    .executeTakeFirst();
  if (!claimed) {
    const existing = await ctx.db
      .selectFrom('email_deliveries')
      .select('sent_at')
      .where('idempotency_key', '=', email.idempotencyKey)
      .executeTakeFirst();
    if (existing?.sent_at) return 'already-sent';
    throw new DeliveryInProgressError(`Email ${email.idempotencyKey} is being sent by another worker.`);
  }

  const message = renderMemberEmail(email, {
    to: member.email,
    username: member.username,
    siteUrl: ctx.config.publicSiteUrl,
    apiUrl: ctx.config.publicApiUrl,
    unsubscribeToken: createUnsubscribeToken(emailTokenSecret(ctx), email.userId, email.kind),
    // The body's language (the member may have switched since it was queued); an email queued
    // already written, without one, is English.
    language: email.language ?? 'en',
  });
  try {
    await ctx.mailer.send(message);
  } catch (err) {
    // Released at once so the retry (with backoff) does not wait out the lease.
    await ctx.db
      .updateTable('email_deliveries')
      .set({ claimed_at: new Date(0) })
      .where('idempotency_key', '=', email.idempotencyKey)
      .where('claim_token', '=', claim)
      .execute();
    throw err;
  }
  await ctx.db
    .updateTable('email_deliveries')
    .set({ sent_at: sql`now()` })
    .where('idempotency_key', '=', email.idempotencyKey)
    .where('claim_token', '=', claim)
    .execute();
  return 'sent';
}

async function anySurgeryVisible(ctx: AppContext, userId: number, reviewIds: number[]): Promise<boolean> {
  if (reviewIds.length === 0) return false;
  const row = await ctx.db
    .selectFrom('reviews')
    .select('id')
    .where('id', 'in', reviewIds)
    .where(visibleTo(await viewerOf(ctx.db, userId), 'moderation_status', 'user_id'))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

function emailTokenSecret(ctx: AppContext): string {
  const secret = ctx.config.emailTokenSecret;
  if (!secret) throw new Error('EMAIL_TOKEN_SECRET is not resolved (buildApp sets it).');
  return secret;
}
