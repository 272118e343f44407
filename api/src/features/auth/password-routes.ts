/** Forgot password: the emailed reset link, its check, and setting the new password. */
import {
  emailLoginCheckSchema,
  forgotPasswordPayload,
  messageSchema,
  resetPasswordPayload,
  resetTokenPayload,
  tokenValiditySchema,
} from '@journeys/shared/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { setDeviceCookie } from './device-cookie';
import { errorResponses } from '../../platform/http/responses';
import { isResetTokenValid, requestPasswordReset, resetPassword, type MailContext } from './password-resets';
import { answerLanguage, t } from '../../platform/i18n';

export async function passwordRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { rateLimits, publicSiteUrl } = app.ctx.config;
  const limit = (max: number) => ({ rateLimit: { max, timeWindow: rateLimits.windowMs } });
  const mailContext = (): MailContext => ({
    mailer: app.ctx.mailer,
    siteUrl: publicSiteUrl,
    now: app.ctx.clock(),
    onMailError: (err) => app.log.warn({ err }, 'account mail failed'),
  });

  r.post(
    '/password/forgot',
    {
      config: limit(rateLimits.email),
      schema: {
        tags: ['accounts'],
        summary:
          'Mail a password reset link (valid 30 minutes, single use); the same answer whether or not an account exists',
        body: forgotPasswordPayload,
        response: { 202: messageSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      await requestPasswordReset(app.ctx.db, mailContext(), request.body.email);
      return reply.code(202).send({ message: t(answerLanguage(request, reply), 'auth.forgotPassword') });
    },
  );

  r.post(
    '/password/reset/valid',
    {
      config: limit(rateLimits.account),
      schema: {
        tags: ['accounts'],
        summary: 'Is a password reset token usable?',
        body: resetTokenPayload,
        response: { 200: tokenValiditySchema, ...errorResponses },
      },
    },
    async (request) => ({
      isValid: await isResetTokenValid(app.ctx.db, request.body.token, app.ctx.clock()),
    }),
  );

  r.post(
    '/password/reset',
    {
      config: limit(rateLimits.account),
      schema: {
        tags: ['accounts'],
        summary:
          'Set a new password with a reset token: consumes it, signs out every other session, logs in (new session token and device cookie)',
        body: resetPasswordPayload,
        response: { 200: emailLoginCheckSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { check, device } = await resetPassword(app.ctx.db, mailContext(), {
        ...request.body,
        userAgent: request.headers['user-agent'],
      });
      setDeviceCookie(request, reply, device);
      return check;
    },
  );
}
