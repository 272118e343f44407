/**
 * Writes the hand-written demo stories (data/demo-content.ts): their members, surgeries,
 * procedures and updates, and their conversations with the notifications the comments would
 * have caused. A surgery whose surgeon or state is not loaded is skipped, with a line in the log.
 */
import type { Transaction } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { DEMO_MEMBERS, DEMO_SURGERIES, type DemoComment, type DemoSurgery } from './data/demo-content';
import {
  daysAfter,
  daysBefore,
  memberRow,
  procedureRows,
  costRow,
  surgeryRow,
  updateRows,
  type DemoRowsContext,
} from './demo-rows';

export interface DemoStoriesContext extends DemoRowsContext {
  /** Each demo member's password hash, in DEMO_MEMBERS order. */
  passwordHashes: readonly string[];
  log: (message: string) => void;
}

type Trx = Transaction<Database>;
type UserOf = (username: string) => number;

/** Returns how many members and surgeries it wrote. */
export async function insertDemoStories(
  trx: Trx,
  ctx: DemoStoriesContext,
): Promise<{ members: number; surgeries: number }> {
  const userIds = new Map<string, number>();
  for (const [i, m] of DEMO_MEMBERS.entries()) {
    const { id } = await trx
      .insertInto('users')
      .values(memberRow(m, ctx.passwordHashes[i] ?? null, ctx.now))
      .returning('id')
      .executeTakeFirstOrThrow();
    userIds.set(m.username, id);
  }
  const userOf: UserOf = (name) => {
    const id = userIds.get(name);
    if (id === undefined) throw new Error(`demo content names unknown member ${name}`);
    return id;
  };
  let surgeries = 0;
  for (const s of DEMO_SURGERIES) if (await insertStory(trx, s, userOf, ctx)) surgeries += 1;
  return { members: DEMO_MEMBERS.length, surgeries };
}

async function insertStory(
  trx: Trx,
  s: DemoSurgery,
  userOf: UserOf,
  ctx: DemoStoriesContext,
): Promise<boolean> {
  const doctor = await trx.selectFrom('doctors').select('npi').where('npi', '=', s.npi).executeTakeFirst();
  const stateId = ctx.stateIds.get(s.stateCode);
  if (!doctor || stateId === undefined) {
    ctx.log(`demo surgery of ${s.member} skipped: NPI ${s.npi} or state ${s.stateCode} not loaded`);
    return false;
  }
  const ownerId = userOf(s.member);
  const { id: reviewId } = await trx
    .insertInto('reviews')
    .values(surgeryRow(s, ownerId, stateId, ctx.now))
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('review_procedures')
    .values(procedureRows(reviewId, s.procedures, ctx.surgeryTypes))
    .execute();
  if (s.cost) await trx.insertInto('surgery_costs').values(costRow(reviewId, s.cost)).execute();
  const postedAt = daysBefore(ctx.now, s.createdDaysAgo);
  if (s.updates.length > 0) {
    await trx
      .insertInto('updates')
      .values(updateRows(reviewId, postedAt, s.updates))
      .execute();
  }
  for (const c of s.comments) {
    const authorId = userOf(c.member);
    const commentId = await insertComment(trx, reviewId, null, ownerId, authorId, c, postedAt);
    for (const r of c.replies)
      await insertComment(trx, reviewId, commentId, authorId, userOf(r.member), r, postedAt);
  }
  return true;
}

/**
 * A comment (or, under `parentId`, a reply) and, as POST /comment does, the notification of its
 * addressee (the surgery's owner, or the parent's author) when someone else wrote it.
 */
async function insertComment(
  trx: Trx,
  reviewId: number,
  parentId: number | null,
  addresseeId: number,
  authorId: number,
  c: Pick<DemoComment, 'text' | 'daysAfterCreate'>,
  postedAt: Date,
): Promise<number> {
  const at = daysAfter(postedAt, c.daysAfterCreate);
  const { id } = await trx
    .insertInto('comments')
    .values({ review_id: reviewId, parent_id: parentId, user_id: authorId, text: c.text, created_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (authorId !== addresseeId) {
    await trx
      .insertInto('notifications')
      .values({
        user_id: addresseeId,
        kind: parentId === null ? 'comment' : 'reply',
        actor_id: authorId,
        review_id: reviewId,
        comment_id: parentId,
        source_comment_id: id,
        text: c.text,
        created_at: at,
      })
      .execute();
  }
  return id;
}
