/**
 * Telling members at once what changed for them (after the change committed): an email and a push
 * of kind 'help', each honouring the member's settings. None carries a place or notes.
 */
import type { AppContext } from '../../platform/app-context';
import { enqueueMemberEmail } from '../email';
import { helpPush, queuePushes } from '../push';
import { droppedEmail, helperLeftEmail, lateCancelEmail, removedEmail, type SlotWords } from './help-emails';
import type { Removal } from './members';
import type { LateCancel } from './signups';

/** A sign-up that went without its helper choosing it: the need changed or went, or they were removed. */
export interface DroppedSignup {
  signupId: number;
  userId: number;
  reviewId: number;
  owner: string;
  slot: SlotWords;
}

/** A helper's sign-up that went with their account: its owner is told. */
export interface LeftSignup {
  signupId: number;
  ownerId: number;
  reviewId: number;
  slot: SlotWords;
}

// Each notice's idempotency key names what its event removed, never the app's clock: sign-up rows
// (each goes once), or a membership by its join time to the microsecond. Two events never share a
// key, and one event retried is never sent twice.

/** The lowest id of a group's sign-ups: the group's rows went in one event, and no other. */
const firstId = (group: readonly { signupId: number }[]): number => Math.min(...group.map((g) => g.signupId));

export async function tellLateCancel(ctx: AppContext, c: LateCancel): Promise<void> {
  const key = `help:cancel:${c.signupId}`;
  await enqueueMemberEmail(ctx, {
    userId: c.ownerId,
    kind: 'help',
    idempotencyKey: key,
    inLanguage: (language) =>
      lateCancelEmail(
        { userId: c.ownerId, reviewId: c.reviewId, helper: c.helper, slot: c.slot, key },
        ctx.config.publicSiteUrl,
        language,
      ),
  });
  await queuePushes(ctx, [helpPush(c.ownerId, c.reviewId)]);
}

export async function tellRemoved(ctx: AppContext, r: NonNullable<Removal['tell']>): Promise<void> {
  const key = `help:removed:${r.reviewId}:${r.userId}:${r.joinedAt}`;
  await enqueueMemberEmail(ctx, {
    userId: r.userId,
    kind: 'help',
    idempotencyKey: key,
    inLanguage: (language) => removedEmail({ ...r, key }, ctx.config.publicSiteUrl, language),
  });
  // The push opens the calendar, which then answers 404: no detail in the push either way.
  await queuePushes(ctx, [helpPush(r.userId, r.reviewId)]);
}

function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): T[][] {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(keyOf(item), [...(groups.get(keyOf(item)) ?? []), item]);
  return [...groups.values()];
}

/** One email per helper and calendar, listing the slots that went. */
export async function tellDropped(ctx: AppContext, dropped: readonly DroppedSignup[]): Promise<void> {
  for (const group of groupBy(dropped, (d) => `${d.userId}:${d.reviewId}`)) {
    const first = group[0];
    if (!first) continue;
    const key = `help:dropped:${firstId(group)}`;
    await enqueueMemberEmail(ctx, {
      userId: first.userId,
      kind: 'help',
      idempotencyKey: key,
      inLanguage: (language) =>
        droppedEmail(
          {
            userId: first.userId,
            reviewId: first.reviewId,
            owner: first.owner,
            slots: group.map((d) => d.slot),
            key,
          },
          ctx.config.publicSiteUrl,
          language,
        ),
    });
  }
  await queuePushes(
    ctx,
    groupBy(dropped, (d) => `${d.userId}:${d.reviewId}`).flatMap((g) =>
      g[0] ? [helpPush(g[0].userId, g[0].reviewId)] : [],
    ),
  );
}

/** One email per owner and calendar whose slots an erased helper left open. */
export async function tellHelperLeft(ctx: AppContext, left: readonly LeftSignup[]): Promise<void> {
  const groups = groupBy(left, (l) => `${l.ownerId}:${l.reviewId}`);
  for (const group of groups) {
    const first = group[0];
    if (!first) continue;
    const key = `help:left:${firstId(group)}`;
    await enqueueMemberEmail(ctx, {
      userId: first.ownerId,
      kind: 'help',
      idempotencyKey: key,
      inLanguage: (language) =>
        helperLeftEmail(
          { userId: first.ownerId, reviewId: first.reviewId, slots: group.map((l) => l.slot), key },
          ctx.config.publicSiteUrl,
          language,
        ),
    });
  }
  await queuePushes(
    ctx,
    groups.flatMap((g) => (g[0] ? [helpPush(g[0].ownerId, g[0].reviewId)] : [])),
  );
}
