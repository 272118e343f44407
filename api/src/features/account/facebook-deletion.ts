/**
 * Facebook's data-deletion callback (developers.facebook.com/docs/development/create-an-app/
 * app-dashboard/data-deletion-callback): Facebook POSTs a `signed_request`,
 * `<base64url HMAC-SHA256 of the payload part, keyed with the app secret>.<base64url JSON>`, whose
 * payload names the app-scoped user id. We erase that member (surgeries kept anonymised: nobody
 * chose otherwise) and answer a status URL and a confirmation code. The code's row holds nothing
 * of the member, so the status page outlives the erasure without undoing it.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { ERROR_MESSAGES } from '@journeys/shared/domain';
import { paths } from '@journeys/shared/paths';
import { AppError, notFound } from '../../platform/errors';
import type { Db } from '../../platform/db/db-types';
import type { LeftSignup } from '../help';
import { eraseMember } from './account-erasure';
import { inTransaction } from '../../platform/db/in-transaction';

interface SignedRequestPayload {
  algorithm?: unknown;
  user_id?: unknown;
}

function invalid(): AppError {
  return new AppError('SIGNED_REQUEST_INVALID', ERROR_MESSAGES.SIGNED_REQUEST_INVALID);
}

/** The app-scoped Facebook user id of a correctly signed request; throws SIGNED_REQUEST_INVALID. */
export function verifySignedRequest(signedRequest: string, appSecret: string): string {
  const dot = signedRequest.indexOf('.');
  if (dot <= 0 || dot === signedRequest.length - 1) throw invalid();
  const encodedSignature = signedRequest.slice(0, dot);
  const payload = signedRequest.slice(dot + 1);
  const signature = Buffer.from(encodedSignature, 'base64url');
  // The signature covers the payload exactly as sent, still base64url-encoded.
  const expected = createHmac('sha256', appSecret).update(payload).digest();
  if (signature.length !== expected.length || !timingSafeEqual(signature, expected)) throw invalid();
  let data: SignedRequestPayload;
  try {
    data = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as SignedRequestPayload;
  } catch {
    throw invalid();
  }
  if (typeof data !== 'object' || data === null) throw invalid();
  if (typeof data.algorithm !== 'string' || data.algorithm.toUpperCase() !== 'HMAC-SHA256') throw invalid();
  const userId = typeof data.user_id === 'number' ? String(data.user_id) : data.user_id;
  if (typeof userId !== 'string' || userId === '') throw invalid();
  return userId;
}

export interface FacebookDeletionAnswer {
  url: string;
  confirmation_code: string;
}

/** Facebook's answer, and the help calendar slots the member had taken (their owners are told after the commit). */
export async function handleFacebookDeletion(
  db: Db,
  config: { appSecret?: string; publicSiteUrl: string },
  signedRequest: string,
  now: Date,
): Promise<{ answer: FacebookDeletionAnswer; helpLeft: LeftSignup[] }> {
  if (!config.appSecret)
    throw new AppError('FACEBOOK_NOT_CONFIGURED', ERROR_MESSAGES.FACEBOOK_NOT_CONFIGURED);
  const facebookUserId = verifySignedRequest(signedRequest, config.appSecret);
  const code = randomBytes(12).toString('hex');
  const helpLeft = await inTransaction(db, async (trx) => {
    const user = await trx
      .selectFrom('users')
      .select('id')
      .where('facebook_user_id', '=', facebookUserId)
      .executeTakeFirst();
    const erasure = user ? await eraseMember(trx, user.id, 'anonymise', now) : null;
    await trx
      .insertInto('facebook_deletions')
      .values({ confirmation_code: code, status: erasure ? 'deleted' : 'not_found' })
      .execute();
    return erasure?.helpLeft ?? [];
  });
  return {
    answer: { url: `${config.publicSiteUrl}${paths.facebookDeletion(code)}`, confirmation_code: code },
    helpLeft,
  };
}

export interface FacebookDeletionStatus {
  confirmationCode: string;
  status: 'deleted' | 'not_found';
  requestedAt: string;
}

export async function facebookDeletionStatus(db: Db, code: string): Promise<FacebookDeletionStatus> {
  const row = await db
    .selectFrom('facebook_deletions')
    .select(['confirmation_code', 'status', 'created_at'])
    .where('confirmation_code', '=', code)
    .executeTakeFirst();
  if (!row) throw notFound('Deletion request');
  return {
    confirmationCode: row.confirmation_code,
    status: row.status,
    requestedAt: row.created_at.toISOString(),
  };
}
