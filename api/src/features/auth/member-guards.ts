/**
 * Request guards of trust and safety: who is reading (for what hidden and pending content they may see),
 * moderator-only routes, and the suspension that stops a member posting or commenting.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, unauthorized } from '../../platform/errors';
import { formatLongDate } from '../../platform/i18n';
import { longDate } from '../../platform/long-date';
import { viewerOf, type Viewer } from '../../platform/moderation-visibility';
import { resolveUser } from './authenticate';

/** The reader of a public route: a visitor unless a valid bearer token says otherwise (never a 401). */
export async function requestViewer(app: FastifyInstance, request: FastifyRequest): Promise<Viewer> {
  return viewerOf(app.ctx.db, await resolveUser(app, request));
}

/** onRequest hook after requireMember: a member who is not a moderator gets 403. */
export function requireModerator(app: FastifyInstance) {
  return async (request: FastifyRequest): Promise<void> => {
    const userId = await resolveUser(app, request);
    if (userId === null) throw unauthorized();
    const viewer = await viewerOf(app.ctx.db, userId);
    if (!viewer.moderator) throw new AppError('FORBIDDEN', 'Only moderators can do this');
  };
}

export function suspendedMessage(until: Date): string {
  return `Your account is suspended until ${longDate(until)}.`;
}

/** onRequest hook after requireMember on every route that posts or edits: 403 ACCOUNT_SUSPENDED. */
export function requireNotSuspended(app: FastifyInstance) {
  return async (request: FastifyRequest): Promise<void> => {
    const userId = await resolveUser(app, request);
    if (userId === null) throw unauthorized();
    const row = await app.ctx.db
      .selectFrom('users')
      .select('suspended_until')
      .where('id', '=', userId)
      .executeTakeFirst();
    const until = row?.suspended_until ?? null;
    if (until !== null && until.getTime() > app.ctx.clock().getTime()) {
      throw new AppError('ACCOUNT_SUSPENDED', suspendedMessage(until), undefined, {
        key: 'err.suspended',
        values: (language) => ({ date: formatLongDate(language, until) }),
      });
    }
  };
}
