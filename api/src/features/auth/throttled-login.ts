/**
 * POST /email/validate: an email login held to the per-account backoff (login-throttle.ts),
 * except from a browser this account logged in from before; a first login from a browser leaves
 * it the device cookie that marks it (docs/security.md §9).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors';
import { deviceToken, setDeviceCookie } from './device-cookie';
import { emailLogin, type EmailLoginOutcome } from './email-accounts';
import { clearLoginAttempts, reserveLoginAttempt, throttledMessage } from './login-throttle';
import { issueLoginDevice, isKnownDevice } from './login-devices';

export async function throttledEmailLogin(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  { email, password }: { email: string; password: string },
): Promise<EmailLoginOutcome['check']> {
  const now = app.ctx.clock();
  // A browser this account logged in from before skips the per-account backoff, so a stranger
  // flooding the email cannot lock the owner out (docs/security.md §9); the per-address limit
  // of the route still holds. Its attempts neither count toward nor clear the stranger's streak.
  const device = deviceToken(request);
  const known = device !== null && (await isKnownDevice(app.ctx.db, device, email, now));
  if (!known) {
    const attempt = await reserveLoginAttempt(app.ctx.db, email, now);
    if (!attempt.allowed) {
      reply.header('retry-after', String(attempt.retryAfterSeconds));
      const seconds = attempt.retryAfterSeconds;
      throw new AppError(
        'RATE_LIMITED',
        throttledMessage(seconds),
        undefined,
        seconds < 60
          ? { key: 'err.throttledSeconds', values: { seconds } }
          : { key: 'err.throttledMinutes', values: { minutes: Math.ceil(seconds / 60) } },
      );
    }
  }
  const { check, userId } = await emailLogin(app.ctx.db, email, password);
  if (userId !== null && !known) {
    await clearLoginAttempts(app.ctx.db, email);
    setDeviceCookie(request, reply, await issueLoginDevice(app.ctx.db, userId, now));
  }
  return check;
}
