/**
 * The account page's calls: the member's account, profile, password and email, then its sessions
 * (account-session-routes.ts).
 */
import {
  accountProfilePayload,
  accountSchema,
  changeEmailPayload,
  changePasswordPayload,
  confirmEmailPayload,
  currentUserSchema,
  messageSchema,
} from '@journeys/shared/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { memberId, requireMember, type MailContext } from '../auth';
import { invalidatesFeed } from '../../platform/http/feed-invalidation';
import { errorResponses, noContent } from '../../platform/http/responses';
import {
  changePassword,
  confirmEmailChange,
  findAccount,
  requestEmailChange,
  setAccountLanguage,
  updateProfile,
} from './account';

/** PUT /account/language: one of the site's languages, nothing else. */
const accountLanguagePayload = z.strictObject({
  language: z.enum(LANGUAGE_VALUES),
});
import { accountSessionRoutes, keepOf } from './account-session-routes';
import { z } from 'zod';
import { answerLanguage, LANGUAGE_VALUES, t } from '../../platform/i18n';

export async function accountSettingsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { rateLimits, publicSiteUrl } = app.ctx.config;
  const limit = (max: number) => ({ rateLimit: { max, timeWindow: rateLimits.windowMs } });
  const member = { onRequest: requireMember(app) };
  const bearer = [{ bearer: [] }];
  const mailContext = (): MailContext => ({
    mailer: app.ctx.mailer,
    siteUrl: publicSiteUrl,
    now: app.ctx.clock(),
    onMailError: (err) => app.log.warn({ err }, 'account mail failed'),
  });

  r.get(
    '/account',
    {
      ...member,
      schema: {
        tags: ['accounts'],
        summary: "The signed-in member's own account",
        security: bearer,
        response: { 200: accountSchema, ...errorResponses },
      },
    },
    async (request) => findAccount(app.ctx.db, memberId(request), app.ctx.clock()),
  );

  r.put(
    '/account/language',
    {
      ...member,
      config: limit(rateLimits.account),
      schema: {
        tags: ['accounts'],
        summary: "Set the member's language: the emails the site sends them are written in it",
        security: bearer,
        body: accountLanguagePayload,
        response: { 204: noContent, ...errorResponses },
      },
    },
    async (request, reply) => {
      await setAccountLanguage(app.ctx.db, memberId(request), request.body.language);
      return reply.code(204).send(null);
    },
  );

  r.put(
    '/account/profile',
    {
      ...member,
      config: limit(rateLimits.account),
      // Feed pages embed the author's username and colour.
      onSend: invalidatesFeed(app),
      schema: {
        tags: ['accounts'],
        summary: "Change the member's username (sign-up's rules, unique) and background colour",
        security: bearer,
        body: accountProfilePayload,
        response: { 200: currentUserSchema, ...errorResponses },
      },
    },
    async (request) => updateProfile(app.ctx.db, memberId(request), request.body),
  );

  r.put(
    '/account/password',
    {
      ...member,
      config: limit(rateLimits.account),
      schema: {
        tags: ['accounts'],
        summary:
          'Change the password (current one required); signs out every other session and mails a notice',
        security: bearer,
        body: changePasswordPayload,
        response: { 204: noContent, ...errorResponses },
      },
    },
    async (request, reply) => {
      await changePassword(app.ctx.db, mailContext(), memberId(request), keepOf(request), request.body);
      return reply.code(204).send(null);
    },
  );

  r.post(
    '/account/email',
    {
      ...member,
      config: limit(rateLimits.email),
      schema: {
        tags: ['accounts'],
        summary:
          'Start an email change: mails a confirmation link (valid 24 hours) to the new address and a notice to the old one',
        security: bearer,
        body: changeEmailPayload,
        response: { 202: messageSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      await requestEmailChange(app.ctx.db, mailContext(), memberId(request), request.body.email);
      return reply.code(202).send({ message: t(answerLanguage(request, reply), 'account.emailChangeSent') });
    },
  );

  r.post(
    '/account/email/confirm',
    {
      config: limit(rateLimits.account),
      schema: {
        tags: ['accounts'],
        summary: 'Finish an email change with the emailed token (works signed out)',
        body: confirmEmailPayload,
        response: { 200: messageSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      await confirmEmailChange(app.ctx.db, request.body.token, app.ctx.clock());
      return { message: t(answerLanguage(request, reply), 'account.emailChanged') };
    },
  );

  accountSessionRoutes(app);
}
