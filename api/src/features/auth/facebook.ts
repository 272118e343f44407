/**
 * Facebook login: the access token is checked server-side with Graph `debug_token` — the client's
 * user id is never trusted. A valid token for an unknown Facebook user leaves a short-lived
 * pending row that POST /patient must match to create the account.
 */
import {
  ERROR_MESSAGES,
  isFacebookPictureUrl,
  type AuthCheck,
  type AuthenticatedUser,
} from '@journeys/shared/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { AppError } from '../../platform/errors';
import { findCurrentUser } from './profiles';
import { createSession } from './sessions';
import { hashToken } from './tokens';
import { insertUser } from './users';
import type { Language } from '../../platform/i18n';

export interface FacebookConfig {
  appId?: string;
  appSecret?: string;
  graphUrl: string;
}

const PENDING_TTL_MS = 15 * 60 * 1000;
const GRAPH_TIMEOUT_MS = 5000;
export const NO_PENDING_AUTH = ERROR_MESSAGES.NO_PENDING_FACEBOOK_AUTH;

interface DebugToken {
  data?: { is_valid?: boolean; app_id?: string; user_id?: string };
}

async function tokenBelongsTo(config: FacebookConfig, userID: string, accessToken: string): Promise<boolean> {
  if (!config.appId || !config.appSecret)
    throw new AppError('FACEBOOK_NOT_CONFIGURED', ERROR_MESSAGES.FACEBOOK_NOT_CONFIGURED);
  const url = new URL('/debug_token', config.graphUrl);
  url.searchParams.set('input_token', accessToken);
  url.searchParams.set('access_token', `${config.appId}|${config.appSecret}`);
  let body: DebugToken;
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(GRAPH_TIMEOUT_MS) });
    body = (await res.json()) as DebugToken;
  } catch {
    throw new AppError('FACEBOOK_UNREACHABLE', 'Could not reach Facebook to verify the login');
  }
  const data = body.data;
  return Boolean(
    data && data.is_valid === true && String(data.app_id) === config.appId && String(data.user_id) === userID,
  );
}

export async function facebookLogin(
  db: Kysely<Database>,
  config: FacebookConfig,
  userID: string,
  accessToken: string,
): Promise<AuthCheck> {
  if (!(await tokenBelongsTo(config, userID, accessToken)))
    return { isValid: false, userExists: false, token: null };
  return db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom('users')
      .select('id')
      .where('facebook_user_id', '=', userID)
      .executeTakeFirst();
    if (user) return { isValid: true, userExists: true, token: await createSession(trx, user.id) };
    const pending = {
      access_token_hash: hashToken(accessToken),
      expires_at: new Date(Date.now() + PENDING_TTL_MS),
    };
    await trx
      .insertInto('pending_facebook_auths')
      .values({ facebook_user_id: userID, ...pending })
      .onConflict((oc) => oc.column('facebook_user_id').doUpdateSet(pending))
      .execute();
    return { isValid: true, userExists: false, token: null };
  });
}

export interface FacebookProfileInput {
  facebook_user_id: string;
  username: string;
  access_token: string;
  image?: string | null;
  background: string;
}

export async function createFacebookAccount(
  db: Kysely<Database>,
  input: FacebookProfileInput,
  language: Language,
): Promise<AuthenticatedUser> {
  return db.transaction().execute(async (trx) => {
    const pending = await trx
      .selectFrom('pending_facebook_auths')
      .select('facebook_user_id')
      .where('facebook_user_id', '=', input.facebook_user_id)
      .where('access_token_hash', '=', hashToken(input.access_token))
      .where('expires_at', '>', new Date())
      .executeTakeFirst();
    if (!pending) throw new AppError('NO_PENDING_FACEBOOK_AUTH', NO_PENDING_AUTH);
    const userId = await insertUser(trx, {
      username: input.username,
      facebook_user_id: input.facebook_user_id,
      // Only a Facebook picture is kept: the site's CSP loads no other (shared facebook-pictures).
      image: input.image && isFacebookPictureUrl(input.image) ? input.image : null,
      background: input.background,
      language,
    });
    // Deleted only once the user exists: a taken username leaves the pending auth for a retry.
    await trx
      .deleteFrom('pending_facebook_auths')
      .where('facebook_user_id', '=', input.facebook_user_id)
      .execute();
    const token = await createSession(trx, userId);
    const user = await findCurrentUser(trx, userId);
    if (!user) throw new Error('New user vanished inside its own transaction');
    return { ...user, token };
  });
}
