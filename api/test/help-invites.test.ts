/**
 * Joining a help calendar: the invite link (made, replaced, stopped), caregiver invitations (at
 * most 3, for the invited address only), removing helpers and caregivers (their sign-ups go, they
 * are told), all audited where a caregiver is concerned.
 */
import { HELP_MESSAGES, type HelpCalendar } from '@journeys/shared/domain';
import { loadConfig } from '../src/platform/config';
import { EMAIL_SEND_JOB } from '../src/features/email/member-email';
import { emailOf, helpApi, needInput } from './helpers/help';
import { jobsSettled } from './helpers/jobs-settled';
import { testAppPerSuite } from './helpers/per-suite';
import { BACKENDS, json, type Member } from './helpers/test-app';
import { createReview } from './helpers/writes';

const DAY_MS = 86_400_000;

describe.each(BACKENDS)('help invites and caregivers (%s)', (backend) => {
  let now = new Date('2026-05-10T12:00:00Z');
  const t = testAppPerSuite(backend, {
    clock: () => now,
    config: { jobs: { ...loadConfig({}).jobs, pollSeconds: 0.5 } },
  });
  const help = helpApi(t);
  beforeEach(() => {
    now = new Date('2026-05-10T12:00:00Z');
  });

  const invalid = { statusCode: 404, code: 'HELP_INVITE_INVALID', message: HELP_MESSAGES.inviteInvalid };
  const mailsTo = (m: Member | string) =>
    t.mail.filter((mail) => mail.to === (typeof m === 'string' ? m : emailOf(m)));
  async function eventuallyMail(to: string): Promise<string> {
    for (let i = 0; i < 50; i += 1) {
      const mail = mailsTo(to).at(-1);
      if (mail) return mail.text;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`no mail to ${to}`);
  }
  const tokenIn = (text: string) => decodeURIComponent(/help-invite#([A-Za-z0-9_%-]+)/.exec(text)?.[1] ?? '');

  it('answers a stopped, expired or made-up link the same, and replaces a link with a new one', async () => {
    const [owner, alice, bob] = [await t.member(), await t.member(), await t.member()];
    const review = await createReview(t, owner);
    const first = await help.inviteLink(owner, review.id);
    expect(first.token.length).toBeGreaterThanOrEqual(43);
    expect((await help.calendarOf(owner, review.id)).invite).toEqual(first);
    const preview = await help.preview(alice, first.token);
    expect(preview.json()).toEqual({
      surgeryId: review.id,
      owner: { userId: owner.id, username: owner.username },
      role: 'helper',
    });
    // Previewing joins nothing.
    expect((await help.calendar(alice, review.id)).statusCode).toBe(404);
    expect((await help.accept(alice, first.token)).statusCode).toBe(200);
    expect((await help.calendarOf(alice, review.id)).role).toBe('helper');
    // The owner following their own link joins nothing.
    expect((await help.accept(owner, first.token)).statusCode).toBe(200);

    const second = await help.inviteLink(owner, review.id);
    const replaced = await help.accept(bob, first.token);
    const madeUp = await help.accept(bob, 'not-a-real-token-at-all');
    expect(replaced.json()).toMatchObject(invalid);
    expect(madeUp.json()).toEqual(replaced.json());
    expect((await help.inject(owner, 'DELETE', `/help/calendars/${review.id}/invite`)).statusCode).toBe(204);
    const stopped = await help.accept(bob, second.token);
    expect(stopped.json()).toEqual(replaced.json());
    const third = await help.inviteLink(owner, review.id);
    now = new Date(now.getTime() + 31 * DAY_MS);
    const expired = await help.preview(bob, third.token);
    expect(expired.json()).toEqual(replaced.json());
    expect((await help.accept(bob, third.token)).json()).toEqual(replaced.json());
    // Joining needs a member account.
    expect(
      (await t.app.inject({ method: 'POST', url: '/help/invites/accept', payload: { token: 'x' } }))
        .statusCode,
    ).toBe(401);
    expect((await help.calendar(bob, review.id)).statusCode).toBe(404);
  });

  it('names up to 3 caregivers by email, pending ones counted, without saying who is a member', async () => {
    const owner = await t.member();
    const review = await createReview(t, owner);
    const maria = await t.member();
    const named = await help.nameCaregiver(owner, review.id, emailOf(maria).toUpperCase());
    expect(named.statusCode).toBe(201);
    const nobody = await help.nameCaregiver(owner, review.id, 'nobody-here@example.org');
    expect(nobody.statusCode).toBe(201);
    expect(Object.keys(nobody.json<object>()).sort()).toEqual(Object.keys(named.json<object>()).sort());
    expect((await help.nameCaregiver(owner, review.id, 'third@example.org')).statusCode).toBe(201);
    const fourth = await help.nameCaregiver(owner, review.id, 'fourth@example.org');
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json()).toMatchObject({
      code: 'HELP_CAREGIVERS_FULL',
      message: HELP_MESSAGES.caregiversFull,
    });
    const calendar = await help.calendarOf(owner, review.id);
    expect(calendar.pendingCaregivers.map((p) => p.email)).toEqual([
      emailOf(maria).toUpperCase(),
      'nobody-here@example.org',
      'third@example.org',
    ]);
    // Withdrawing one makes room.
    const withdrawn = calendar.pendingCaregivers[2]?.id ?? 0;
    expect((await help.inject(maria, 'DELETE', `/help/caregiver-invitations/${withdrawn}`)).statusCode).toBe(
      404,
    );
    expect((await help.inject(owner, 'DELETE', `/help/caregiver-invitations/${withdrawn}`)).statusCode).toBe(
      204,
    );
    expect((await help.nameCaregiver(owner, review.id, 'fourth@example.org')).statusCode).toBe(201);
    // Bad input: a clear 400 next to the field.
    const bad = await help.nameCaregiver(owner, review.id, 'not an email');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ fieldErrors: { email: expect.any(String) as unknown as string } });
    // Only the owner names caregivers.
    expect((await help.nameCaregiver(maria, review.id, 'x@example.org')).statusCode).toBe(404);
  });

  it('makes the invited member a caregiver, and nobody else', async () => {
    const owner = await t.member();
    const review = await createReview(t, owner);
    const [maria, mallory] = [await t.member(), await t.member()];
    expect((await help.nameCaregiver(owner, review.id, emailOf(maria))).statusCode).toBe(201);
    const text = await eventuallyMail(emailOf(maria));
    expect(text).toContain(owner.username);
    const token = tokenIn(text);
    expect(token.length).toBeGreaterThanOrEqual(43);
    // The token is stored hashed.
    const stored = await t.database.db.selectFrom('caregiver_invitations').select('token_hash').execute();
    expect(stored.map((s) => s.token_hash)).not.toContain(token);

    const wrong = await help.accept(mallory, token);
    expect(wrong.json()).toMatchObject(invalid);
    expect((await help.preview(mallory, token)).json()).toMatchObject(invalid);
    expect((await help.preview(maria, token)).json()).toMatchObject({ role: 'caregiver' });
    const accepted = await help.accept(maria, token);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ surgeryId: review.id, role: 'caregiver' });
    // Used once.
    expect((await help.accept(maria, token)).json()).toMatchObject(invalid);
    const seen = await help.calendarOf(maria, review.id);
    expect(seen.role).toBe('caregiver');
    expect(seen.pendingCaregivers).toEqual([]);
    expect(JSON.stringify(seen)).not.toContain(emailOf(owner));
    expect((await help.calendarOf(owner, review.id)).caregivers).toEqual([
      { userId: maria.id, username: maria.username },
    ]);
    // A caregiver manages the calendar.
    await help.addNeed(maria, review.id, needInput(now));
    const audit = await t.database.db
      .selectFrom('moderation_audit')
      .select(['action', 'moderator_id', 'target_user_id'])
      .where('item_id', '=', review.id)
      .where('item_type', '=', 'surgery')
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { action: 'caregiver_added', moderator_id: maria.id, target_user_id: owner.id },
      { action: 'caregiver_add_need', moderator_id: maria.id, target_user_id: owner.id },
    ]);
  });

  it('removes a helper with their sign-ups and tells them; a helper may leave', async () => {
    const owner = await t.member();
    const review = await createReview(t, owner);
    const [alice, bob] = [await t.member(), await t.member()];
    const need = await help.addNeed(
      owner,
      review.id,
      needInput(now, { people: 2, place: 'Secret-Place-99' }),
    );
    await help.join(owner, review.id, alice, bob);
    await help.signUp(alice, need.id, need.date);
    await help.signUp(bob, need.id, need.date);
    expect(
      (await help.inject(alice, 'DELETE', `/help/calendars/${review.id}/helpers/${bob.id}`)).statusCode,
    ).toBe(403);
    expect(
      (await help.inject(owner, 'DELETE', `/help/calendars/${review.id}/helpers/${alice.id}`)).statusCode,
    ).toBe(204);
    expect((await help.calendar(alice, review.id)).statusCode).toBe(404);
    const calendar = json<HelpCalendar>(await help.calendar(owner, review.id));
    expect(calendar.helpers.map((h) => h.userId)).toEqual([bob.id]);
    expect(calendar.needs[0]?.slots[0]?.helpers.map((h) => h.userId)).toEqual([bob.id]);
    await jobsSettled(t, EMAIL_SEND_JOB);
    const [told, ...more] = mailsTo(alice);
    expect(more).toEqual([]);
    expect(told?.subject).toContain(owner.username);
    expect(`${told?.text} ${told?.html}`).not.toContain('Secret-Place-99');

    // Leaving: nobody is told.
    expect(
      (await help.inject(bob, 'DELETE', `/help/calendars/${review.id}/helpers/${bob.id}`)).statusCode,
    ).toBe(204);
    expect((await help.calendar(bob, review.id)).statusCode).toBe(404);
    await jobsSettled(t, EMAIL_SEND_JOB);
    expect(mailsTo(bob)).toEqual([]);
    expect(
      (await help.inject(owner, 'DELETE', `/help/calendars/${review.id}/helpers/${bob.id}`)).statusCode,
    ).toBe(404);
  });

  it('lets the owner remove a caregiver at any time, audited, and tells them', async () => {
    const owner = await t.member();
    const review = await createReview(t, owner);
    const maria = await t.member();
    await help.nameCaregiver(owner, review.id, emailOf(maria));
    await help.accept(maria, tokenIn(await eventuallyMail(emailOf(maria))));
    expect(
      (await help.inject(maria, 'DELETE', `/help/calendars/${review.id}/caregivers/${owner.id}`)).statusCode,
    ).toBe(403);
    expect(
      (await help.inject(owner, 'DELETE', `/help/calendars/${review.id}/caregivers/${maria.id}`)).statusCode,
    ).toBe(204);
    expect((await help.calendar(maria, review.id)).statusCode).toBe(404);
    const audit = await t.database.db
      .selectFrom('moderation_audit')
      .select('action')
      .where('item_id', '=', review.id)
      .where('moderator_id', '=', maria.id)
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['caregiver_added', 'caregiver_removed']);
    await jobsSettled(t, EMAIL_SEND_JOB);
    expect(mailsTo(maria).map((m) => m.subject)).toEqual([
      expect.stringContaining('caregiver') as unknown as string,
      expect.stringContaining(owner.username) as unknown as string,
    ]);
  });
});
