/**
 * Trust and safety: reports, the moderators' queue and actions, what hidden and pending
 * content looks like to each reader, suspension, first posts with links, the flood of comment
 * notifications, and the append-only audit log.
 */
import type {
  Comment,
  ModerationItem,
  ModerationQueue,
  NotificationPage,
  Review,
  ReviewPage,
} from '@journeys/shared/domain';
import { sql } from 'kysely';
import { containsLink } from '../src/platform/first-posts';
import { changeRole, RoleChangeError } from '../src/features/moderation/roles';
import { ageAccount, DAY_MS, moderationCast } from './helpers/moderation';
import { createSession } from '../src/features/auth/sessions';
import { BACKENDS, json, startTestApp, type Member } from './helpers/test-app';
import { testAppPerSuite } from './helpers/per-suite';
import { createReview, postComment, postUpdate } from './helpers/writes';

describe.each(BACKENDS)('moderation (%s)', (backend) => {
  const t = testAppPerSuite(backend);
  const { owner, reader, moderator, get, report, act } = moderationCast(t);

  describe('reports', () => {
    it('files one open report per member per item, refuses own items and unknown ones', async () => {
      const review = await createReview(t, owner);
      const comment = await postComment(t.app, owner, review.id, 'Buy pills');
      const first = await report(reader, {
        itemType: 'comment',
        itemId: comment.id,
        reason: 'spam',
        note: 'ad',
      });
      expect(first.statusCode).toBe(201);
      expect(first.json()).toEqual({ message: 'Reported — thank you' });
      expect(
        (await report(reader, { itemType: 'comment', itemId: comment.id, reason: 'other' })).json(),
      ).toMatchObject({
        statusCode: 409,
        code: 'ALREADY_REPORTED',
        message: 'You have already reported this.',
      });
      expect(
        (await report(owner, { itemType: 'comment', itemId: comment.id, reason: 'spam' })).json(),
      ).toMatchObject({
        statusCode: 400,
        code: 'CANNOT_REPORT_OWN',
      });
      expect((await report(owner, { itemType: 'member', itemId: owner.id, reason: 'spam' })).statusCode).toBe(
        400,
      );
      expect((await report(reader, { itemType: 'update', itemId: 999999, reason: 'spam' })).statusCode).toBe(
        404,
      );
      expect(
        (await report(reader, { itemType: 'comment', itemId: comment.id, reason: 'spam', extra: 1 })).json(),
      ).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
      expect(
        (await report(reader, { itemType: 'member', itemId: owner.id, reason: 'harassment' })).statusCode,
      ).toBe(201);
      // Once a moderator settled the case, a new report may open.
      expect((await act('comment', comment.id, { action: 'dismiss', reason: 'Fine' })).statusCode).toBe(200);
      expect(
        (await report(reader, { itemType: 'comment', itemId: comment.id, reason: 'spam' })).statusCode,
      ).toBe(201);
    });

    it('is rate-limited (RATE_LIMIT_REPORT_MAX per window)', async () => {
      const limited = await startTestApp(backend, { rateLimits: { report: 2 } });
      try {
        const a = await limited.member();
        const b = await limited.member();
        const codes: number[] = [];
        for (let i = 0; i < 3; i++) {
          const res = await limited.app.inject({
            method: 'POST',
            url: '/reports',
            headers: a.auth,
            payload: { itemType: 'member', itemId: b.id, reason: 'spam' },
          });
          codes.push(res.statusCode);
        }
        expect(codes).toEqual([201, 409, 429]);
      } finally {
        await limited.close();
      }
    });
  });

  describe('queue and actions', () => {
    it('sorts by open report count, then oldest; hides and restores with audit and notices', async () => {
      const review = await createReview(t, owner);
      const once = await postComment(t.app, owner, review.id, 'Reported once');
      const twice = await postComment(t.app, owner, review.id, 'Reported twice');
      const third = await t.member();
      await report(reader, { itemType: 'comment', itemId: once.id, reason: 'spam' });
      await report(reader, { itemType: 'comment', itemId: twice.id, reason: 'harassment' });
      await report(third, {
        itemType: 'comment',
        itemId: twice.id,
        reason: 'misinformation',
        note: 'wrong dose',
      });

      const queue = json<ModerationQueue>(await get('/moderation/queue', moderator)).items;
      const ours = queue.filter((i) => i.itemType === 'comment' && [once.id, twice.id].includes(i.itemId));
      expect(ours.map((i) => [i.itemId, i.reportCount])).toEqual([
        [twice.id, 2],
        [once.id, 1],
      ]);
      expect(ours[0]).toMatchObject({
        status: 'visible',
        excerpt: 'Reported twice',
        reasons: ['harassment', 'misinformation'],
        author: { id: owner.id },
      });
      const counts = queue.map((i) => i.reportCount);
      expect(counts).toEqual([...counts].sort((a, b) => b - a));

      const hidden = await act('comment', twice.id, { action: 'hide', reason: '  Harassment  ' });
      expect(hidden.statusCode).toBe(200);
      const item = json<ModerationItem>(hidden);
      expect(item).toMatchObject({
        status: 'hidden',
        content: {
          text: 'Reported twice',
          surgeryId: review.id,
          link: `/surgeries?surgery=${review.id}&comment=${twice.id}`,
        },
        author: { profile: { id: owner.id }, suspendedUntil: null },
        audit: [{ action: 'hide', reason: 'Harassment', moderator: moderator.username }],
      });
      expect(item.reports).toHaveLength(2);
      expect(item.author.earlierActions[0]).toMatchObject({ action: 'hide', reason: 'Harassment' });
      // Settled: out of the queue.
      const after = json<ModerationQueue>(await get('/moderation/queue', moderator)).items;
      expect(after.some((i) => i.itemType === 'comment' && i.itemId === twice.id)).toBe(false);

      // A visitor and another member see the place, not the words; the author and moderators see it all.
      const threadFor = async (who?: Member) =>
        json<Comment[]>(await get(`/comments/${review.id}`, who)).find((c) => c.id === twice.id);
      for (const who of [undefined, reader]) {
        expect(await threadFor(who)).toMatchObject({
          text: '',
          moderation: { status: 'hidden', reason: null },
        });
      }
      for (const who of [owner, moderator]) {
        expect(await threadFor(who)).toMatchObject({
          text: 'Reported twice',
          moderation: { status: 'hidden', reason: 'Harassment' },
        });
      }
      const notices = json<NotificationPage>(await get('/notifications', owner)).notifications;
      expect(notices[0]).toMatchObject({
        kind: 'moderation',
        patient: null,
        text: 'Your comment was hidden by moderators: Harassment',
        reviewId: review.id,
      });

      expect((await act('comment', twice.id, { action: 'hide', reason: 'again' })).json()).toMatchObject({
        statusCode: 400,
        code: 'INVALID_MODERATION_ACTION',
      });
      expect((await act('comment', twice.id, { action: 'restore', reason: '' })).json()).toMatchObject({
        statusCode: 400,
        code: 'VALIDATION_FAILED',
      });
      const restored = json<ModerationItem>(
        await act('comment', twice.id, { action: 'restore', reason: 'On appeal' }),
      );
      expect(restored.status).toBe('visible');
      expect(restored.audit.map((a) => a.action)).toEqual(['restore', 'hide']);
      expect(await threadFor(reader)).toMatchObject({ text: 'Reported twice', moderation: null });
      expect(json<NotificationPage>(await get('/notifications', owner)).notifications[0]).toMatchObject({
        kind: 'moderation',
        text: 'Your comment was restored',
      });
    });

    it('a hidden surgery is absent for others everywhere and present for its author and moderators', async () => {
      const review = await createReview(t, owner, { description: 'Zebrafinch recovery story' });
      const comment = await postComment(t.app, reader, review.id, 'Nice');
      const typeId = t.fixtures.surgeryTypes.knee;
      const journeys = async () =>
        json<{ procedure: { id: number }; journeys: number }[]>(await get('/insights/procedures')).find(
          (p) => p.procedure.id === typeId,
        )?.journeys ?? 0;
      const before = await journeys();
      const surgeonBefore = json<{ journeys: number }>(
        await get(`/insights/surgeons/${t.fixtures.npis.doe}`),
      ).journeys;

      const surgeryCount = async () =>
        json<{ surgeryCount: number }>(await get('/patient/me', owner)).surgeryCount;
      const countBefore = await surgeryCount();
      expect((await act('surgery', review.id, { action: 'hide', reason: 'Misinformation' })).statusCode).toBe(
        200,
      );
      // Profiles count public surgeries only.
      expect(await surgeryCount()).toBe(countBefore - 1);
      // To a stranger it does not exist: 404, not 403.
      expect(
        (await t.app.inject({ method: 'DELETE', url: `/review/${review.id}`, headers: reader.auth }))
          .statusCode,
      ).toBe(404);

      for (const who of [undefined, reader]) {
        expect(json<ReviewPage>(await get(`/reviews?surgery=${review.id}`, who))).toMatchObject({
          reviews: [],
          total: 0,
        });
        expect(json<ReviewPage>(await get('/reviews?q=zebrafinch', who)).reviews).toEqual([]);
        expect(
          json<ReviewPage>(await get(`/reviews?user=${owner.id}`, who)).reviews.map((r) => r.id),
        ).not.toContain(review.id);
        expect((await get(`/comments/${review.id}`, who)).statusCode).toBe(404);
      }
      expect(await journeys()).toBe(before - 1);
      expect(
        json<{ journeys: number }>(await get(`/insights/surgeons/${t.fixtures.npis.doe}`)).journeys,
      ).toBe(surgeonBefore - 1);
      // The commenter's notification about it goes too; the author keeps theirs.
      const readerNotes = json<NotificationPage>(await get('/notifications', reader)).notifications;
      expect(readerNotes.some((n) => n.reviewId === review.id)).toBe(false);
      const ownerNotes = json<NotificationPage>(await get('/notifications', owner)).notifications;
      expect(ownerNotes.some((n) => n.sourceCommentId === comment.id)).toBe(true);

      for (const who of [owner, moderator]) {
        const [seen] = json<ReviewPage>(await get(`/reviews?surgery=${review.id}`, who)).reviews as Review[];
        expect(seen).toMatchObject({
          id: review.id,
          moderation: { status: 'hidden', reason: 'Misinformation' },
        });
      }
      // Others' cached page must not leak to the author or the other way round.
      expect(json<ReviewPage>(await get(`/reviews?surgery=${review.id}`)).reviews).toEqual([]);

      await act('surgery', review.id, { action: 'restore', reason: 'Corrected' });
      expect(json<ReviewPage>(await get(`/reviews?surgery=${review.id}`)).reviews).toHaveLength(1);
      expect(await journeys()).toBe(before);
    });

    it('a hidden update leaves the surgery, its search and its figures', async () => {
      const review = await createReview(t, owner);
      const update = await postUpdate(t.app, owner, review.id, {
        symptom: 6,
        description: 'Quokkaword note',
      });
      await act('update', update.id, { action: 'hide', reason: 'Private information' });
      const [forOthers] = json<ReviewPage>(await get(`/reviews?surgery=${review.id}`, reader))
        .reviews as Review[];
      expect(forOthers?.updates.map((u) => u.id)).not.toContain(update.id);
      expect(json<ReviewPage>(await get('/reviews?q=quokkaword')).reviews).toEqual([]);
      expect((await get(`/updates/${update.id}`)).statusCode).toBe(404);
      const [forOwner] = json<ReviewPage>(await get(`/reviews?surgery=${review.id}`, owner))
        .reviews as Review[];
      expect(forOwner?.updates.find((u) => u.id === update.id)).toMatchObject({
        moderation: { status: 'hidden', reason: 'Private information' },
      });
    });

    it('suspends the author: signed out, then no posting or commenting, reading and deleting still work', async () => {
      const before = await t.member();
      await ageAccount(t, before);
      const review = await createReview(t, before);
      const comment = await postComment(t.app, before, review.id, 'Mine');
      const res = await act('comment', comment.id, { action: 'suspend', reason: 'Spam links', days: 7 });
      expect(res.statusCode).toBe(200);
      // Every session of the member ended (docs/security.md §3); they log in again to read.
      expect((await get('/patient/me', before)).statusCode).toBe(401);
      const token = await createSession(t.database.db, before.id);
      const author: Member = { ...before, token, auth: { authorization: `Bearer ${token}` } };
      const until = json<ModerationItem>(res).author.suspendedUntil;
      expect(until).not.toBeNull();
      expect(Math.round((Date.parse(until ?? '') - Date.now()) / DAY_MS)).toBe(7);
      expect(json<{ suspendedUntil: string | null }>(await get('/patient/me', author)).suspendedUntil).toBe(
        until,
      );

      const refused = await t.app.inject({
        method: 'POST',
        url: '/comment',
        headers: author.auth,
        payload: { reviewId: review.id, text: 'More' },
      });
      expect(refused.json()).toMatchObject({
        statusCode: 403,
        code: 'ACCOUNT_SUSPENDED',
        message: expect.stringMatching(/^Your account is suspended until \d{1,2} \w+ \d{4}\.$/),
      });
      expect(json<NotificationPage>(await get('/notifications', author)).notifications[0]?.text).toMatch(
        /^Your account is suspended until \d{1,2} \w+ \d{4}: Spam links$/,
      );
      expect((await get(`/comments/${review.id}`, author)).statusCode).toBe(200);
      expect(
        (await t.app.inject({ method: 'DELETE', url: `/comment/${comment.id}`, headers: author.auth }))
          .statusCode,
      ).toBe(204);
      expect((await act('member', author.id, { action: 'suspend', reason: 'x' })).json()).toMatchObject({
        statusCode: 400,
        code: 'VALIDATION_FAILED',
      });
    });
  });

  describe('first posts with links', () => {
    it('recognises links', () => {
      for (const text of ['see https://x.io', 'www.spam.net', 'go to pills.shop/now', 'cheap.com deals']) {
        expect(containsLink(text)).toBe(true);
      }
      for (const text of ['Day 3. Walked 2.5 km', 'e.g. ice helps', 'I felt fine... mostly']) {
        expect(containsLink(text)).toBe(false);
      }
    });

    it('holds a new account’s comment with a link until approved, then notifies', async () => {
      const review = await createReview(t, owner);
      const newcomer = await t.member();
      const comment = await postComment(t.app, newcomer, review.id, 'Great deals at https://spam.example/x');
      expect(comment.moderation).toEqual({ status: 'pending', reason: null });
      const notesFor = async () =>
        json<NotificationPage>(await get('/notifications', owner)).notifications.filter(
          (n) => n.sourceCommentId === comment.id,
        );
      expect(await notesFor()).toEqual([]);
      const commentCount = async () =>
        (json<ReviewPage>(await get(`/reviews?surgery=${review.id}`)).reviews[0] as Review).commentCount;
      expect(await commentCount()).toBe(0);
      expect(json<Comment[]>(await get(`/comments/${review.id}`)).some((c) => c.id === comment.id)).toBe(
        false,
      );
      expect(
        json<Comment[]>(await get(`/comments/${review.id}`, newcomer)).find((c) => c.id === comment.id),
      ).toMatchObject({ moderation: { status: 'pending', reason: null } });
      const queued = json<ModerationQueue>(await get('/moderation/queue', moderator)).items.find(
        (i) => i.itemType === 'comment' && i.itemId === comment.id,
      );
      expect(queued).toMatchObject({
        status: 'pending',
        reportCount: 0,
        reasons: ['First post with a link'],
      });

      expect(
        (await act('comment', comment.id, { action: 'approve', reason: 'Harmless' })).json(),
      ).toMatchObject({
        status: 'visible',
      });
      expect(await notesFor()).toHaveLength(1);
      expect(await commentCount()).toBe(1);
      expect(json<Comment[]>(await get(`/comments/${review.id}`)).some((c) => c.id === comment.id)).toBe(
        true,
      );

      // An older account's link is published at once.
      const veteran = await postComment(t.app, reader, review.id, 'Source: www.nhs.uk');
      expect(veteran.moderation).toBeNull();
    });
  });

  it('twenty comments in a minute from one member on one surgery make one notification', async () => {
    const review = await createReview(t, owner);
    const flooder = await t.member();
    await ageAccount(t, flooder);
    for (let i = 0; i < 20; i++) await postComment(t.app, flooder, review.id, `Comment ${i}`);
    const mine = json<NotificationPage>(await get('/notifications?limit=50', owner)).notifications.filter(
      (n) => n.reviewId === review.id && n.patient?.id === flooder.id,
    );
    expect(mine).toHaveLength(1);
    expect(mine[0]?.text).toBe('Comment 19');
  });

  it('keeps the audit log append-only in the database', async () => {
    const db = t.database.db;
    const { id } = await db
      .insertInto('moderation_audit')
      .values({ moderator: 'test', action: 'dismiss', item_type: 'member', item_id: 1, reason: 'r' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await expect(
      db.updateTable('moderation_audit').set({ reason: 'changed' }).where('id', '=', id).execute(),
    ).rejects.toThrow(/append-only/);
    await expect(db.deleteFrom('moderation_audit').where('id', '=', id).execute()).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`TRUNCATE moderation_audit`.execute(db)).rejects.toThrow(/append-only/);
    const row = await db
      .selectFrom('moderation_audit')
      .select('reason')
      .where('id', '=', id)
      .executeTakeFirst();
    expect(row?.reason).toBe('r');
  });

  it('grants and revokes the role with an audit entry; an unknown email is an error', async () => {
    const someone = await t.member();
    const email = `${someone.username.toLowerCase()}@example.com`;
    expect(await changeRole(t.database.db, 'grant', email, 'command line (ops)')).toBe(
      `${email} is now a moderator.`,
    );
    expect((await get('/moderation/queue', someone)).statusCode).toBe(200);
    expect(json<{ role: string }>(await get('/patient/me', someone)).role).toBe('moderator');
    expect(await changeRole(t.database.db, 'revoke', email, 'command line (ops)')).toBe(
      `${email} is no longer a moderator.`,
    );
    expect((await get('/moderation/queue', someone)).statusCode).toBe(403);
    await expect(changeRole(t.database.db, 'grant', 'nobody@example.com', 'x')).rejects.toThrow(
      RoleChangeError,
    );
    const audit = await t.database.db
      .selectFrom('moderation_audit')
      .select(['action', 'moderator'])
      .where('target_user_id', '=', someone.id)
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { action: 'grant_moderator', moderator: 'command line (ops)' },
      { action: 'revoke_moderator', moderator: 'command line (ops)' },
    ]);
  });
});
