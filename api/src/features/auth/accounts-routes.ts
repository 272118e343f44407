/** Email sign-up and login, the current member, logout. */
import {
  createPasswordPayload,
  emailLoginPayload,
  tokenPayload,
  verifyEmailPayload,
  authenticatedUserSchema,
  currentUserSchema,
  emailLoginCheckSchema,
  messageSchema,
  tokenValiditySchema,
} from '@journeys/shared/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { unauthorized } from '../../platform/errors';
import { answerLanguage, requestLanguage } from '../../platform/i18n';
import { bearerToken, memberId, requireMember } from './authenticate';
import { setDeviceCookie } from './device-cookie';
import { invalidatesFeed } from '../../platform/http/feed-invalidation';
import { errorResponses, noContent } from '../../platform/http/responses';
import { createPasswordAccount, isVerificationValid, sendVerification } from './email-accounts';
import { issueLoginDevice } from './login-devices';
import { dummyPasswordHash } from './passwords';
import { findCurrentUser } from './profiles';
import { revokeSession } from './sessions';
import { throttledEmailLogin } from './throttled-login';

export async function accountRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { rateLimits, publicSiteUrl } = app.ctx.config;
  const limit = (max: number) => ({ rateLimit: { max, timeWindow: rateLimits.windowMs } });
  // Before the first request, so no unknown-email login answers slower than a wrong password.
  await dummyPasswordHash();

  r.post(
    '/email/verify',
    {
      config: limit(rateLimits.email),
      schema: {
        tags: ['accounts'],
        summary: 'Send a sign-up verification email',
        body: verifyEmailPayload,
        response: { 202: messageSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      // The verification mail and the answer are in the sign-up request's language.
      const language = answerLanguage(request, reply);
      const result = await sendVerification(
        app.ctx.db,
        app.ctx.mailer,
        publicSiteUrl,
        request.body.email,
        language,
      );
      return reply.code(202).send(result);
    },
  );

  r.post(
    '/email/valid',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Is a verification token usable?',
        body: tokenPayload,
        response: { 200: tokenValiditySchema, ...errorResponses },
      },
    },
    async (request) => ({ isValid: await isVerificationValid(app.ctx.db, request.body.token) }),
  );

  r.post(
    '/email/create-password',
    {
      config: limit(rateLimits.signup),
      // A new member shows on no feed page yet; dropping the pages is cheap insurance that a
      // member-dependent field (surgeryCount, profile) is never served from before the account.
      onSend: invalidatesFeed(app),
      schema: {
        tags: ['accounts'],
        summary: 'Finish email sign-up: consumes the token, creates the member, logs in',
        body: createPasswordPayload,
        response: { 201: authenticatedUserSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const user = await createPasswordAccount(app.ctx.db, request.body, requestLanguage(request));
      // Signing up is the first log-in: this browser is the member's from now on.
      setDeviceCookie(request, reply, await issueLoginDevice(app.ctx.db, user.id, app.ctx.clock()));
      return reply.code(201).send(user);
    },
  );

  r.post(
    '/email/validate',
    {
      config: limit(rateLimits.login),
      schema: {
        tags: ['accounts'],
        summary:
          'Email login; isValid false on wrong credentials, the same answer for an unknown email. 429 with Retry-After while the email is throttled',
        body: emailLoginPayload,
        response: { 200: emailLoginCheckSchema, ...errorResponses },
      },
    },
    async (request, reply) => throttledEmailLogin(app, request, reply, request.body),
  );

  r.get(
    '/patient/me',
    {
      onRequest: requireMember(app),
      schema: {
        tags: ['accounts'],
        summary: 'The logged-in member',
        security: [{ bearer: [] }],
        response: { 200: currentUserSchema, ...errorResponses },
      },
    },
    async (request) => {
      const user = await findCurrentUser(app.ctx.db, memberId(request));
      if (!user) throw unauthorized();
      return user;
    },
  );

  r.post(
    '/logout',
    {
      onRequest: requireMember(app),
      schema: {
        tags: ['accounts'],
        summary: 'Revoke the presented session token',
        security: [{ bearer: [] }],
        response: { 204: noContent, ...errorResponses },
      },
    },
    async (request, reply) => {
      const token = bearerToken(request);
      if (token) await revokeSession(app.ctx.db, token);
      return reply.code(204).send(null);
    },
  );
}
