/**
 * The help calendar's routes (docs/product.md §10). Every one needs a member; to anyone who is not
 * the calendar's owner, a caregiver or a helper, a calendar and its needs do not exist (404).
 * Whoever is told about a change (an email and a push) is told after it committed.
 */
import {
  caregiverInviteInputSchema,
  helpCalendarListSchema,
  helpCalendarSchema,
  helpInvitePreviewSchema,
  helpInviteSchema,
  helpNeedInputSchema,
  helpNeedSchema,
  helpSlotSchema,
  helpTokenInputSchema,
  idParam,
  pendingCaregiverSchema,
} from '@journeys/shared/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { runIdempotent } from '../../platform/idempotency';
import { idempotencyHeaders } from '../../platform/http/idempotency-key';
import { idempotencyScope, markReplay } from '../../platform/http/idempotency-scope';
import { errorResponses, noContent } from '../../platform/http/responses';
import { requestLanguage } from '../../platform/i18n';
import { memberId, requireMember } from '../auth';
import { caregiverInvitationMail } from './help-emails';
import { tellDropped, tellLateCancel, tellRemoved } from './help-notices';
import { listCalendars, readCalendar, readNeed, readSlot } from './help-read';
import { acceptInvite, makeInviteLink, previewInvite, stopInviteLink } from './invites';
import { inviteCaregiver, removeCaregiver, removeHelper, withdrawInvitation } from './members';
import { addNeed, changeNeed, deleteNeed } from './needs';
import { cancelSignup, signUp } from './signups';

const id = idParam.shape.id;
const surgeryParam = z.object({ surgery: id });
const memberParam = z.object({ surgery: id, userId: id });
const dayParam = z.object({
  id,
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose a date')
    .refine(
      (d) =>
        !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
      'Choose a date',
    ),
});

export async function helpRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const member = requireMember(app);
  const security = [{ bearer: [] }];
  const tags = ['help'];
  const { rateLimits } = app.ctx.config;
  const ctx = app.ctx;
  const now = () => ctx.clock();
  /** Telling is best effort: the change stands whether or not its news could be queued. */
  const afterCommit = (request: FastifyRequest, work: Promise<void>) =>
    work.catch((err: unknown) => request.log.warn({ err }, 'help calendar news not queued'));

  r.get(
    '/help/calendars',
    {
      onRequest: member,
      schema: {
        tags,
        summary: 'The help calendars you own or belong to, with the places still open in the next 7 days',
        security,
        response: { 200: helpCalendarListSchema, ...errorResponses },
      },
    },
    async (request) => listCalendars(ctx.db, memberId(request), now()),
  );

  r.get(
    '/help/calendars/:surgery',
    {
      onRequest: member,
      schema: {
        tags,
        summary:
          'A surgery’s help calendar: its needs and their slots, caregivers and helpers (members of it only)',
        security,
        params: surgeryParam,
        response: { 200: helpCalendarSchema, ...errorResponses },
      },
    },
    async (request) => readCalendar(ctx.db, request.params.surgery, memberId(request), now()),
  );

  r.post(
    '/help/calendars/:surgery/needs',
    {
      onRequest: member,
      schema: {
        tags,
        summary: 'Add a need (owner or caregiver); a repeating need is one entry',
        security,
        params: surgeryParam,
        // 'Add a need' sent again after a timeout adds it once.
        headers: idempotencyHeaders,
        body: helpNeedInputSchema,
        response: { 201: helpNeedSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const userId = memberId(request);
      const outcome = await runIdempotent(ctx.db, idempotencyScope(request, userId), async (trx) => {
        const needId = await addNeed(trx, request.params.surgery, userId, request.body, now());
        return { status: 201 as const, body: await readNeed(trx, needId, userId, now()) };
      });
      markReplay(reply, outcome);
      return reply.code(outcome.status).send(outcome.body);
    },
  );

  r.put(
    '/help/needs/:id',
    {
      onRequest: member,
      schema: {
        tags,
        summary:
          'Change a need (owner or caregiver); sign-ups of days it no longer covers go, their helpers told',
        security,
        params: idParam,
        body: helpNeedInputSchema,
        response: { 200: helpNeedSchema, ...errorResponses },
      },
    },
    async (request) => {
      const userId = memberId(request);
      const dropped = await changeNeed(ctx.db, request.params.id, userId, request.body, now());
      await afterCommit(request, tellDropped(ctx, dropped));
      return readNeed(ctx.db, request.params.id, userId, now());
    },
  );

  r.delete(
    '/help/needs/:id',
    {
      onRequest: member,
      schema: {
        tags,
        summary: 'Delete a need (owner or caregiver); helpers of its days still ahead are told',
        security,
        params: idParam,
        response: { 204: noContent, ...errorResponses },
      },
    },
    async (request, reply) => {
      const dropped = await deleteNeed(ctx.db, request.params.id, memberId(request), now());
      await afterCommit(request, tellDropped(ctx, dropped));
      return reply.code(204).send(null);
    },
  );

  r.put(
    '/help/needs/:id/days/:date/signup',
    {
      onRequest: member,
      schema: {
        tags,
        summary: "'I can help': take a place on one day of a need; 409 when the last place was just taken",
        security,
        params: dayParam,
        response: { 200: helpSlotSchema, ...errorResponses },
      },
    },
    async (request) => {
      const userId = memberId(request);
      const need = await signUp(ctx.db, request.params.id, request.params.date, userId, now());
      return readSlot(ctx.db, need, request.params.date, userId);
    },
  );

  r.delete(
    '/help/needs/:id/days/:date/signup',
    {
      onRequest: member,
      schema: {
        tags,
        summary: "'I can't make it anymore'; within 24 hours of the slot the owner is told at once",
        security,
        params: dayParam,
        response: { 204: noContent, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { late } = await cancelSignup(
        ctx.db,
        request.params.id,
        request.params.date,
        memberId(request),
        now(),
      );
      if (late) await afterCommit(request, tellLateCancel(ctx, late));
      return reply.code(204).send(null);
    },
  );

  r.post(
    '/help/calendars/:surgery/invite',
    {
      onRequest: member,
      schema: {
        tags,
        summary: "'Copy invite link': a new invite link for helpers (the old one stops working)",
        security,
        params: surgeryParam,
        response: { 201: helpInviteSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await makeInviteLink(ctx.db, request.params.surgery, memberId(request), now())),
  );

  r.delete(
    '/help/calendars/:surgery/invite',
    {
      onRequest: member,
      schema: {
        tags,
        summary: "'Stop this link': the invite link stops working",
        security,
        params: surgeryParam,
        response: { 204: noContent, ...errorResponses },
      },
    },
    async (request, reply) => {
      await stopInviteLink(ctx.db, request.params.surgery, memberId(request));
      return reply.code(204).send(null);
    },
  );

  // Guessing tokens is slowed down like trying passwords.
  const tokenLimit = { rateLimit: { max: rateLimits.account, timeWindow: rateLimits.windowMs } };

  r.post(
    '/help/invites/preview',
    {
      onRequest: member,
      config: tokenLimit,
      schema: {
        tags,
        summary: 'What an invite link or caregiver invitation leads to (the token goes in the body)',
        security,
        body: helpTokenInputSchema,
        response: { 200: helpInvitePreviewSchema, ...errorResponses },
      },
    },
    async (request) => previewInvite(ctx.db, request.body.token, memberId(request), now()),
  );

  r.post(
    '/help/invites/accept',
    {
      onRequest: member,
      config: tokenLimit,
      schema: {
        tags,
        summary:
          'Join a calendar as a helper, or become a caregiver (an invitation to your verified address)',
        security,
        body: helpTokenInputSchema,
        response: { 200: helpInvitePreviewSchema, ...errorResponses },
      },
    },
    async (request) => (await acceptInvite(ctx.db, request.body.token, memberId(request), now())).preview,
  );

  r.delete(
    '/help/calendars/:surgery/helpers/:userId',
    {
      onRequest: member,
      schema: {
        tags,
        summary: 'Remove a helper (owner or caregiver; they are told), or leave the calendar yourself',
        security,
        params: memberParam,
        response: { 204: noContent, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { tell } = await removeHelper(
        ctx.db,
        request.params.surgery,
        memberId(request),
        request.params.userId,
      );
      if (tell) await afterCommit(request, tellRemoved(ctx, tell));
      return reply.code(204).send(null);
    },
  );

  r.post(
    '/help/calendars/:surgery/caregivers',
    {
      onRequest: member,
      config: { rateLimit: { max: rateLimits.email, timeWindow: rateLimits.windowMs } },
      schema: {
        tags,
        summary: 'Name a caregiver (owner only): an invitation is emailed to the address, member or not',
        security,
        params: surgeryParam,
        body: caregiverInviteInputSchema,
        response: { 201: pendingCaregiverSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const invitation = await inviteCaregiver(
        ctx.db,
        request.params.surgery,
        memberId(request),
        request.body.email,
        now(),
      );
      const mail = caregiverInvitationMail(
        invitation.pending.email,
        invitation.owner,
        invitation.token,
        ctx.config.publicSiteUrl,
        requestLanguage(request),
      );
      ctx.mailer
        .send(mail)
        .catch((err: unknown) => request.log.error({ err }, 'caregiver invitation not sent'));
      return reply.code(201).send(invitation.pending);
    },
  );

  r.delete(
    '/help/calendars/:surgery/caregivers/:userId',
    {
      onRequest: member,
      schema: {
        tags,
        summary: 'Remove a caregiver (owner only; they are told), or stop being one yourself',
        security,
        params: memberParam,
        response: { 204: noContent, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { tell } = await removeCaregiver(
        ctx.db,
        request.params.surgery,
        memberId(request),
        request.params.userId,
      );
      if (tell) await afterCommit(request, tellRemoved(ctx, tell));
      return reply.code(204).send(null);
    },
  );

  r.delete(
    '/help/caregiver-invitations/:id',
    {
      onRequest: member,
      schema: {
        tags,
        summary: 'Withdraw a caregiver invitation not yet accepted (owner only)',
        security,
        params: idParam,
        response: { 204: noContent, ...errorResponses },
      },
    },
    async (request, reply) => {
      await withdrawInvitation(ctx.db, request.params.id, memberId(request));
      return reply.code(204).send(null);
    },
  );
}
