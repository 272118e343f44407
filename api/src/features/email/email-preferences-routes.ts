/**
 * Member email choices (account page) and the unsubscribe link of every member email: GET tells
 * which kind a link is for and changes nothing (mail scanners follow links), POST turns that kind
 * off without a login (the site's page, or a mail client's RFC 8058 one-click POST).
 */
import {
  ERROR_MESSAGES,
  emailPreferencesPayload,
  emailPreferencesSchema,
  unsubscribePayload,
  unsubscribeQuery,
  unsubscribeResultSchema,
} from '@journeys/shared/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/errors';
import { memberId, requireMember } from '../auth';
import { errorResponses } from '../../platform/http/responses';
import { getEmailPreferences, updateEmailPreferences } from './email-preferences';
import { verifyUnsubscribeToken } from './unsubscribe-token';
import { answerLanguage, t } from '../../platform/i18n';

export async function emailPreferenceRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { rateLimits } = app.ctx.config;
  const limit = { rateLimit: { max: rateLimits.account, timeWindow: rateLimits.windowMs } };
  const member = { onRequest: requireMember(app) };
  const bearer = [{ bearer: [] }];

  // Mail clients send the one-click POST as a form; its fields are not needed (the token says it all).
  app.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'multipart/form-data'],
    { parseAs: 'string', bodyLimit: 4096 },
    (request, body, done) => {
      const form = request.headers['content-type']?.startsWith('application/x-www-form-urlencoded');
      done(null, form ? Object.fromEntries(new URLSearchParams(body as string)) : {});
    },
  );

  const tokenFrom = (token: string) => {
    const { emailTokenSecret, emailTokenPreviousSecret } = app.ctx.config;
    const verified =
      verifyUnsubscribeToken(emailTokenSecret ?? '', token) ??
      (emailTokenPreviousSecret ? verifyUnsubscribeToken(emailTokenPreviousSecret, token) : null);
    if (!verified) throw new AppError('UNSUBSCRIBE_TOKEN_INVALID', ERROR_MESSAGES.UNSUBSCRIBE_TOKEN_INVALID);
    return verified;
  };

  r.get(
    '/account/email-preferences',
    {
      ...member,
      schema: {
        tags: ['accounts'],
        summary: 'Which kinds of email the member gets',
        security: bearer,
        response: { 200: emailPreferencesSchema, ...errorResponses },
      },
    },
    async (request) => getEmailPreferences(app.ctx.db, memberId(request)),
  );

  r.put(
    '/account/email-preferences',
    {
      ...member,
      config: limit,
      schema: {
        tags: ['accounts'],
        summary: 'Turn kinds of email on or off (any subset); answers the full choice',
        security: bearer,
        body: emailPreferencesPayload,
        response: { 200: emailPreferencesSchema, ...errorResponses },
      },
    },
    async (request) => updateEmailPreferences(app.ctx.db, memberId(request), request.body),
  );

  r.get(
    '/email/unsubscribe',
    {
      config: limit,
      schema: {
        tags: ['accounts'],
        summary: 'Which kind of email an unsubscribe link is for (changes nothing)',
        querystring: unsubscribeQuery,
        response: { 200: unsubscribeResultSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const language = answerLanguage(request, reply);
      const { kind } = tokenFrom(request.query.token);
      return { kind, message: t(language, 'unsub.about', { kind }) };
    },
  );

  r.post(
    '/email/unsubscribe',
    {
      config: limit,
      schema: {
        tags: ['accounts'],
        summary: 'Turn off the kind of email an unsubscribe link is for (no login; RFC 8058 one-click)',
        consumes: ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data'],
        querystring: unsubscribeQuery,
        body: unsubscribePayload,
        response: { 200: unsubscribeResultSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const language = answerLanguage(request, reply);
      const { userId, kind } = tokenFrom(request.query.token);
      const exists = await app.ctx.db
        .selectFrom('users')
        .select('id')
        .where('id', '=', userId)
        .executeTakeFirst();
      // A deleted account gets no email at all; the link still answers in words.
      if (exists) await updateEmailPreferences(app.ctx.db, userId, { [kind]: false });
      return { kind, message: t(language, 'unsub.done', { kind }) };
    },
  );
}
