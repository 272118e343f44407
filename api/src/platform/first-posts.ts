/**
 * First posts with links: spam arrives as a fresh account posting a link. A surgery, update
 * or comment with a link from an account younger than NEW_ACCOUNT_LINK_HOURS waits for a moderator
 * ('pending'), visible only to its author and moderators, and notifies nobody until approved.
 * A photo from such an account waits likewise, link or not: a photo cannot be read for spam.
 */
import { NEW_ACCOUNT_LINK_HOURS } from '@journeys/shared/domain';
import type { Db } from './db/db-types';

// http(s)://…, www.…, or a bare domain with a path (example.com/x) or a common top-level domain.
const LINK =
  /\bhttps?:\/\/|\bwww\.[a-z0-9-]|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,24}\/\S|\b[a-z0-9-]+\.(?:com|net|org|info|biz|io|co|me|ru|cn|xyz|top|click|online|site|shop|link|ly)\b/i;

export function containsLink(text: string): boolean {
  return LINK.test(text);
}

/** 'pending' when one of the texts has a link and the author's account is new; null otherwise. */
export async function initialModeration(
  db: Db,
  userId: number,
  texts: readonly string[],
  now: Date = new Date(),
): Promise<'pending' | null> {
  if (!texts.some(containsLink)) return null;
  return (await isNewAccount(db, userId, now)) ? 'pending' : null;
}

/** True while the account is younger than NEW_ACCOUNT_LINK_HOURS. */
export async function isNewAccount(db: Db, userId: number, now: Date = new Date()): Promise<boolean> {
  const user = await db.selectFrom('users').select('created_at').where('id', '=', userId).executeTakeFirst();
  if (!user) return false;
  return now.getTime() - user.created_at.getTime() < NEW_ACCOUNT_LINK_HOURS * 60 * 60 * 1000;
}
