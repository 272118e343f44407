/** Happy paths of surgeries, updates and reference lists, on every backend. */
import type { DoctorSearchPage, Review, ReviewPage, State, Surgeon, Update } from '@journeys/shared/domain';
import { reviewBody } from './helpers/fixtures';
import { BACKENDS, json, type Member } from './helpers/test-app';
import { testAppPerSuite, memberPerSuite } from './helpers/per-suite';
import { editReview, postUpdate } from './helpers/writes';

describe.each(BACKENDS)('surgeries and reference data (%s)', (backend) => {
  const t = testAppPerSuite(backend);
  const owner = memberPerSuite(t, 'Owner One');

  const post = (m: Member, body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/review', headers: m.auth, payload: body });

  it('creates a complete review, accepting every state form and merging left+right', async () => {
    for (const state of ['Connecticut', 'connecticut', 'CT', 'ct', String(t.fixtures.states.ct)]) {
      const res = await post(owner, reviewBody(t.fixtures, { state }));
      expect(res.statusCode).toBe(201);
      expect(json<Review>(res).state).toEqual({ id: t.fixtures.states.ct, name: 'Connecticut', code: 'CT' });
    }
    const res = await post(
      owner,
      reviewBody(t.fixtures, {
        state: 'new_hampshire',
        npi: t.fixtures.npis.nhDoctor,
        rating: null,
        procedures: [
          { id: t.fixtures.surgeryTypes.knee, name: 'x', description: 'y', side: 'left' },
          { id: t.fixtures.surgeryTypes.knee, name: 'x', description: 'y', side: 'right' },
          { name: '  My own procedure ', description: 'Something rare', side: 'right' },
        ],
      }),
    );
    expect(res.statusCode).toBe(201);
    const review = json<Review>(res);
    expect(review).toMatchObject({
      state: { name: 'New Hampshire', code: 'NH' },
      surgeon: { npi: t.fixtures.npis.nhDoctor, name: 'Paul Jones, MD', stateName: 'New Hampshire' },
      rating: null,
      symptom: 6,
      surgeryDate: '2023-05-17',
      updates: [],
      commentCount: 0,
      patient: { id: owner.id, username: 'Owner One', surgeryCount: 6 },
    });
    expect(review.procedures).toEqual([
      {
        id: t.fixtures.surgeryTypes.knee,
        name: 'Total Knee Replacement',
        description: 'Replaces the knee joint',
        side: 'bilateral',
        right: true,
      },
      { id: null, name: 'My own procedure', description: 'Something rare', side: 'right', right: true },
    ]);
  });

  it('edits with PUT, replacing procedures, and answers the edited review', async () => {
    const created = json<Review>(await post(owner, reviewBody(t.fixtures)));
    const res = await editReview(t, owner, {
      id: created.id,
      symptom: 2,
      description: 'Edited',
      procedures: [{ id: t.fixtures.surgeryTypes.hip, name: 'Hip', description: 'd', side: 'right' }],
    });
    expect(res.statusCode).toBe(200);
    const edited = json<Review>(res);
    expect(edited).toMatchObject({ id: created.id, symptom: 2, description: 'Edited' });
    expect(edited.procedures).toHaveLength(1);
    expect(edited.procedures[0]).toMatchObject({ id: t.fixtures.surgeryTypes.hip, side: 'right' });
    expect(new Date(edited.updatedAt).getTime()).toBeGreaterThanOrEqual(
      new Date(created.updatedAt).getTime(),
    );
  });

  it('lists newest first with keyset pagination and surgery/user filters', async () => {
    const other = await t.member();
    const mine = json<Review>(await post(other, reviewBody(t.fixtures, { npi: t.fixtures.npis.smith })));
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const url: string = `/reviews?limit=3${cursor ? `&cursor=${cursor}` : ''}`;
      const page = json<ReviewPage>(await t.app.inject({ method: 'GET', url }));
      expect(page.reviews.length).toBeLessThanOrEqual(3);
      seen.push(...page.reviews.map((r) => r.id));
      cursor = page.nextCursor;
    } while (cursor);
    const total = await t.database.db
      .selectFrom('reviews')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(seen).toHaveLength(Number(total.n));
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen[0]).toBe(mine.id);

    const byUser = json<ReviewPage>(await t.app.inject({ method: 'GET', url: `/reviews?user=${other.id}` }));
    expect(byUser.reviews.map((r) => r.id)).toEqual([mine.id]);
    const bySurgery = json<ReviewPage>(
      await t.app.inject({ method: 'GET', url: `/reviews?surgery=${mine.id}` }),
    );
    expect(bySurgery.reviews).toHaveLength(1);
    expect(bySurgery.nextCursor).toBeNull();
    const bad = await t.app.inject({ method: 'GET', url: '/reviews?cursor=nonsense' });
    expect(bad.statusCode).toBe(400);
  });

  it('adds, reads, edits and deletes updates (oldest first on the review)', async () => {
    const review = json<Review>(await post(owner, reviewBody(t.fixtures)));
    const first = await t.app.inject({
      method: 'POST',
      url: '/review/update',
      headers: owner.auth,
      payload: { id: review.id, symptom: 5, rating: 3, description: 'Week one' },
    });
    expect(first.statusCode).toBe(201);
    const u1 = json<Update>(first);
    expect(u1).toMatchObject({ reviewId: review.id, symptom: 5, rating: 3, description: 'Week one' });
    const u2 = await postUpdate(t.app, owner, review.id, { symptom: 7, description: 'Month one' });
    expect(u2.rating).toBeNull();
    expect(json<Update>(await t.app.inject({ method: 'GET', url: `/updates/${u1.id}` }))).toEqual(u1);

    const put = await t.app.inject({
      method: 'PUT',
      url: `/update/${u1.id}`,
      headers: owner.auth,
      payload: { symptom: 4, rating: null, description: 'Week one, edited' },
    });
    expect(put.statusCode).toBe(200);
    expect(json<Update>(put)).toMatchObject({
      id: u1.id,
      symptom: 4,
      rating: null,
      description: 'Week one, edited',
    });

    const page = json<ReviewPage>(
      await t.app.inject({ method: 'GET', url: `/reviews?surgery=${review.id}` }),
    );
    expect(page.reviews[0]?.updates.map((u) => u.id)).toEqual([u1.id, u2.id]);

    expect(
      (await t.app.inject({ method: 'DELETE', url: `/update/${u1.id}`, headers: owner.auth })).statusCode,
    ).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: `/updates/${u1.id}` })).statusCode).toBe(404);
  });

  it('deletes a review with its updates, comments and notifications', async () => {
    const review = json<Review>(await post(owner, reviewBody(t.fixtures)));
    const commenter = await t.member();
    await t.app.inject({
      method: 'POST',
      url: '/review/update',
      headers: owner.auth,
      payload: { id: review.id, symptom: 5, description: 'u' },
    });
    await t.app.inject({
      method: 'POST',
      url: '/comment',
      headers: commenter.auth,
      payload: { reviewId: review.id, text: 'Hi' },
    });
    const res = await t.app.inject({ method: 'DELETE', url: `/review/${review.id}`, headers: owner.auth });
    expect(res.statusCode).toBe(204);
    for (const table of ['updates', 'comments', 'notifications'] as const) {
      const rows = await t.database.db
        .selectFrom(table)
        .select('id')
        .where('review_id', '=', review.id)
        .execute();
      expect(rows).toEqual([]);
    }
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/review/${review.id}`, headers: owner.auth })).statusCode,
    ).toBe(404);
  });

  it('serves states, surgery types and recent members', async () => {
    const states = json<State[]>(await t.app.inject({ method: 'GET', url: '/states' }));
    expect(states.map((s) => s.name)).toEqual(['California', 'Connecticut', 'New Hampshire', 'New York']);
    expect(states[0]).toEqual({ id: t.fixtures.states.ca, name: 'California', code: 'CA' });
    const types = json<{ name: string }[]>(await t.app.inject({ method: 'GET', url: '/surgery-types' }));
    expect(types.map((x) => x.name)).toEqual([
      'ACL Reconstruction',
      'Hip Replacement',
      'Total Knee Replacement',
    ]);
    const newest = await t.member('Newest Member');
    const users = json<{ id: number; username: string }[]>(
      await t.app.inject({ method: 'GET', url: '/users' }),
    );
    expect(users.length).toBeLessThanOrEqual(5);
    expect(users[0]).toMatchObject({ id: newest.id, username: 'Newest Member', surgeryCount: 0 });
  });

  it('serves surgeons by NPI and by state', async () => {
    const surgeon = json<Surgeon>(
      await t.app.inject({ method: 'GET', url: `/surgeons/${t.fixtures.npis.lee}` }),
    );
    expect(surgeon).toEqual({
      npi: t.fixtures.npis.lee,
      name: 'Amy Lee, MD',
      address: '1 Main St, Stamford, CT 06000',
      stateName: 'Connecticut',
    });
    expect((await t.app.inject({ method: 'GET', url: '/surgeons/9999999999' })).statusCode).toBe(404);
    const ct = json<Surgeon[]>(
      await t.app.inject({ method: 'GET', url: `/surgeons/state/${t.fixtures.states.ct}` }),
    );
    expect(ct[0]?.npi).toBe(t.fixtures.npis.doe); // the most reviewed comes first
    expect(ct.map((s) => s.npi).sort()).toEqual(
      [t.fixtures.npis.doe, t.fixtures.npis.smith, t.fixtures.npis.lee].sort(),
    );
    const ny = json<Surgeon[]>(
      await t.app.inject({ method: 'GET', url: `/surgeons/state/${t.fixtures.states.ny}` }),
    );
    expect(ny).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/surgeons/state/99999' })).statusCode).toBe(404);
  });

  it('searches doctors by state and name with hasMore', async () => {
    const search = async (qs: string) => {
      const res = await t.app.inject({ method: 'GET', url: `/doctors/search?${qs}` });
      expect(res.statusCode).toBe(200);
      return json<DoctorSearchPage>(res);
    };
    const all = await search('state=*');
    expect(all.doctors).toHaveLength(5);
    expect(all.hasMore).toBe(false);
    const paged = await search('state=*&pageSize=2&page=1');
    expect(paged).toMatchObject({ hasMore: true });
    expect(paged.doctors).toHaveLength(2);
    const last = await search('state=*&pageSize=2&page=3');
    expect(last.doctors).toHaveLength(1);
    expect(last.hasMore).toBe(false);

    expect((await search('state=connecticut&q=JA')).doctors.map((d) => d.npi)).toEqual([t.fixtures.npis.doe]);
    expect((await search('state=connecticut&q=smith')).doctors.map((d) => d.npi)).toEqual([
      t.fixtures.npis.smith,
    ]);
    const anywhere = await search('state=*&q=smith');
    expect(anywhere.doctors.map((d) => d.npi)).toEqual([t.fixtures.npis.smith, t.fixtures.npis.caDoctor]);
    expect((await search('state=*&q=doe%20ja')).doctors[0]).toEqual({
      npi: t.fixtures.npis.doe,
      name: 'Jane Doe, MD',
      address: '1 Main St, Hartford, CT 06000',
    });
    expect((await search('state=new_hampshire&q=pa')).doctors.map((d) => d.npi)).toEqual([
      t.fixtures.npis.nhDoctor,
    ]);
    expect((await search('state=california&q=zz')).doctors).toEqual([]);
    // LIKE wildcards in the query are text, not patterns.
    expect((await search('state=*&q=%25%25doe')).doctors.map((d) => d.npi)).toEqual([t.fixtures.npis.doe]);
    expect((await search('state=*&q=_')).doctors).toHaveLength(5);
    const unknown = await t.app.inject({ method: 'GET', url: '/doctors/search?state=atlantis' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'UNKNOWN_STATE', message: 'Unknown state' });
  });

  it('reports health and publishes OpenAPI', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/health' });
    expect(health.json()).toEqual({ status: 'ok', database: backend });
    const ping = await t.app.inject({ method: 'GET', url: '/ping' });
    expect(ping.statusCode).toBe(200);
    expect(ping.json()).toEqual({ status: 'ok' });
    const doc = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(doc.statusCode).toBe(200);
    const paths = Object.keys(json<{ paths: Record<string, unknown> }>(doc).paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/ping',
        '/reviews',
        '/review',
        '/comment',
        '/doctors/search',
        '/notifications/stream',
      ]),
    );
    const ui = await t.app.inject({ method: 'GET', url: '/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-security-policy']).toContain("script-src 'self'");
    expect(health.headers['content-security-policy']).toContain("default-src 'none'");
  });
});
