/**
 * GET /reviews filters, text search and sorts: what a client sees in the list, its
 * total and its pages, on every backend; and every hostile query answered with a 400, never a 500.
 */
import type { Review, ReviewPage } from '@journeys/shared/domain';
import { BACKENDS, json, type Member } from './helpers/test-app';
import { testAppPerSuite, memberPerSuite } from './helpers/per-suite';
import { createReview, editReview, postComment, postUpdate } from './helpers/writes';

interface ErrorBody {
  code: string;
  message: string;
  fieldErrors?: Record<string, string>;
}

describe.each(BACKENDS)('feed search, filters and sorts (%s)', (backend) => {
  const t = testAppPerSuite(backend);
  const owner = memberPerSuite(t, 'Search Owner');
  const reader = memberPerSuite(t, 'Search Reader');
  /** Five journeys, created in this order (so the newest first order is e, d, c, b, a). */
  const j: Record<'a' | 'b' | 'c' | 'd' | 'e', Review> = {} as never;

  const knee = () => ({
    id: t.fixtures.surgeryTypes.knee,
    name: 'Total Knee Replacement',
    description: 'Replaces the knee joint',
    side: 'left',
  });
  const hip = () => ({
    id: t.fixtures.surgeryTypes.hip,
    name: 'Hip Replacement',
    description: 'Replaces the hip joint',
    side: 'right',
  });
  const acl = () => ({
    id: t.fixtures.surgeryTypes.acl,
    name: 'ACL Reconstruction',
    description: 'Rebuilds the ligament',
    side: 'right',
  });

  async function journey(
    fields: Record<string, unknown>,
    updates: string[],
    comments: number,
    by: Member = owner,
  ): Promise<Review> {
    const review = await createReview(t, by, fields);
    for (const description of updates) await postUpdate(t.app, by, review.id, { symptom: 5, description });
    for (let n = 0; n < comments; n++) await postComment(t.app, reader, review.id, `Comment ${n}`);
    return review;
  }

  beforeAll(async () => {
    const { states, npis } = t.fixtures;
    j.a = await journey(
      {
        state: states.ct,
        npi: npis.doe,
        procedures: [knee()],
        description: 'Knee pain at night for the first weeks',
      },
      ['I run three miles now', 'Stairs are easy'],
      0,
    );
    j.b = await journey(
      {
        state: states.nh,
        npi: npis.nhDoctor,
        procedures: [hip()],
        description: 'Surgery went smoothly',
      },
      ['Physical therapy twice a week'],
      0,
    );
    j.c = await journey(
      {
        state: states.ct,
        npi: npis.smith,
        procedures: [knee(), acl()],
        description: 'Torn ligament from skiing',
      },
      [],
      3,
    );
    j.d = await journey(
      {
        state: states.ca,
        npi: npis.caDoctor,
        procedures: [acl()],
        description: 'Swelling and knee stiffness',
      },
      ['Running is still painful', 'Better', 'Much better'],
      1,
    );
    j.e = await journey(
      { state: states.ct, npi: npis.doe, procedures: [hip()], description: 'No complaints' },
      [],
      2,
    );
  });

  const get = (query: string) => t.app.inject({ method: 'GET', url: `/reviews${query}` });
  async function page(query: string): Promise<ReviewPage> {
    const res = await get(query);
    expect(res.statusCode).toBe(200);
    return json<ReviewPage>(res);
  }
  /** The ids of the whole list (one page of 50), in order, with its total. */
  async function ids(query: string): Promise<{ ids: number[]; total: number }> {
    const p = await page(`?limit=50${query ? `&${query}` : ''}`);
    expect(p.nextCursor).toBeNull();
    expect(p.total).toBe(p.reviews.length);
    return { ids: p.reviews.map((r) => r.id), total: p.total };
  }
  const idsOf = (...keys: (keyof typeof j)[]) => keys.map((k) => j[k].id);
  const sorted = (list: number[]) => [...list].sort((x, y) => x - y);

  it('lists every journey newest first with the total, as before', async () => {
    const all = await ids('');
    expect(all).toEqual({ ids: idsOf('e', 'd', 'c', 'b', 'a'), total: 5 });
    const first = await page('?limit=2');
    expect(first.total).toBe(5);
    expect(first.reviews).toHaveLength(2);
  });

  it('filters by procedure, state and surgeon, each alone and combined', async () => {
    const { states, npis, surgeryTypes } = t.fixtures;
    expect((await ids(`procedure=${surgeryTypes.knee}`)).ids).toEqual(idsOf('c', 'a'));
    expect((await ids(`procedure=${surgeryTypes.acl}`)).ids).toEqual(idsOf('d', 'c'));
    expect((await ids(`state=${states.ct}`)).ids).toEqual(idsOf('e', 'c', 'a'));
    expect((await ids(`surgeon=${npis.doe}`)).ids).toEqual(idsOf('e', 'a'));
    expect((await ids(`state=${states.ct}&procedure=${surgeryTypes.hip}`)).ids).toEqual(idsOf('e'));
    expect(
      (await ids(`state=${states.ct}&procedure=${surgeryTypes.knee}&surgeon=${npis.smith}`)).ids,
    ).toEqual(idsOf('c'));
    expect((await ids(`user=${owner.id}&state=${states.nh}`)).ids).toEqual(idsOf('b'));
    expect((await ids(`surgery=${j.d.id}&state=${states.ca}`)).ids).toEqual(idsOf('d'));
    expect(await ids(`surgery=${j.d.id}&state=${states.ct}`)).toEqual({ ids: [], total: 0 });
  });

  it('a filter nothing matches is an empty list with total 0, not an error', async () => {
    const { states } = t.fixtures;
    for (const query of ['procedure=987654', `state=${states.ny}`, 'surgeon=9999999999', 'q=zeppelin']) {
      const res = await page(`?${query}`);
      expect(res).toEqual({ reviews: [], nextCursor: null, total: 0, totalIsLowerBound: false });
    }
  });

  it('searches the surgery, its procedures and its updates with English stemming', async () => {
    // 'run' is only in an update of a, 'Running' only in an update of d.
    const running = await ids('q=running');
    expect(sorted(running.ids)).toEqual(sorted(idsOf('a', 'd')));
    expect(sorted((await ids('q=run')).ids)).toEqual(sorted(running.ids));
    expect(sorted((await ids('q=RUNS')).ids)).toEqual(sorted(running.ids));
    // Procedure names: c mentions no knee in its text, only in its procedure.
    expect(sorted((await ids('q=knee')).ids)).toEqual(sorted(idsOf('a', 'c', 'd')));
    expect((await ids('q=therapy')).ids).toEqual(idsOf('b'));
    expect((await ids('q=skiing')).ids).toEqual(idsOf('c'));
  });

  it('ranks the best match first when searching without a sort', async () => {
    // a has knee in its procedure name and its description; c and d only in one of them.
    const { ids: ranked } = await ids('q=knee');
    expect(ranked[0]).toBe(j.a.id);
    // An explicit sort wins over the rank.
    expect((await ids('q=knee&sort=newest')).ids).toEqual(idsOf('d', 'c', 'a'));
  });

  it('reads web search syntax: quoted phrases, -word and or', async () => {
    expect((await ids(`q=${encodeURIComponent('"knee pain"')}`)).ids).toEqual(idsOf('a'));
    expect(sorted((await ids(`q=${encodeURIComponent('knee -swelling')}`)).ids)).toEqual(
      sorted(idsOf('a', 'c')),
    );
    expect(sorted((await ids(`q=${encodeURIComponent('therapy or skiing')}`)).ids)).toEqual(
      sorted(idsOf('b', 'c')),
    );
    expect((await ids(`q=${encodeURIComponent('knee')}&state=${t.fixtures.states.ca}`)).ids).toEqual(
      idsOf('d'),
    );
  });

  it('sorts by most updates and most discussed, newest first among equals', async () => {
    expect((await ids('sort=updates')).ids).toEqual(idsOf('d', 'a', 'b', 'e', 'c'));
    expect((await ids('sort=comments')).ids).toEqual(idsOf('c', 'e', 'd', 'b', 'a'));
    expect((await ids('sort=newest')).ids).toEqual(idsOf('e', 'd', 'c', 'b', 'a'));
    expect((await ids(`sort=updates&state=${t.fixtures.states.ct}`)).ids).toEqual(idsOf('a', 'e', 'c'));
    const discussed = await page('?sort=comments&limit=1');
    expect(discussed.reviews[0]?.commentCount).toBe(3);
  });

  it.each([
    ['newest first', ''],
    ['most updates', 'sort=updates'],
    ['most discussed', 'sort=comments'],
    ['best match', 'q=knee or run or hip or surgery'],
    ['search, newest first', 'q=knee or run or hip&sort=newest'],
    ['search, most updates', 'q=knee or run or hip&sort=updates'],
    ['a filter, most discussed', 'sort=comments&surgeon=1000000001'],
  ])('pages of 2 under %s hold the whole list once, in order', async (_name, query) => {
    const expected = await ids(query.replace(/ /g, '+'));
    const seen: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const suffix: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
      const p = await page(`?limit=2${query ? `&${query.replace(/ /g, '+')}` : ''}${suffix}`);
      expect(p.total).toBe(expected.total);
      seen.push(...p.reviews.map((r) => r.id));
      cursor = p.nextCursor;
      pages++;
    } while (cursor && pages < 10);
    expect(seen).toEqual(expected.ids);
    expect(pages).toBe(Math.max(1, Math.ceil(expected.total / 2)));
  });

  it('refuses a cursor from another order or search with a clear 400', async () => {
    const updatesCursor = (await page('?sort=updates&limit=1')).nextCursor as string;
    const newestCursor = (await page('?limit=1')).nextCursor as string;
    const rankCursor = (await page('?q=knee&limit=1')).nextCursor as string;
    for (const [query, cursor] of [
      ['sort=comments', updatesCursor],
      ['', updatesCursor],
      ['sort=updates', newestCursor],
      ['q=knee', newestCursor],
      ['q=knee&sort=newest', rankCursor],
      ['sort=updates', rankCursor],
    ] as const) {
      const res = await get(`?${query}&cursor=${encodeURIComponent(cursor)}`);
      expect(res.statusCode).toBe(400);
      const body = json<ErrorBody>(res);
      expect(body.code).toBe('INVALID_CURSOR');
      expect(body.message).toMatch(/another order/);
    }
    // Each cursor still continues its own list.
    expect((await get(`?sort=updates&cursor=${encodeURIComponent(updatesCursor)}`)).statusCode).toBe(200);
    expect((await get(`?q=knee&cursor=${encodeURIComponent(rankCursor)}`)).statusCode).toBe(200);
  });

  it('refuses forged cursors with a 400', async () => {
    const forge = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const keyset = forge(['2024-05-01 10:00:00.123456+00', 5]);
    for (const [query, cursor] of [
      ['sort=updates', forge(['updates', -1, keyset])],
      ['sort=updates', forge(['updates', 1.5, keyset])],
      ['q=knee', forge(['relevance', "1'; drop table reviews; --", keyset])],
      ['q=knee', forge(['relevance', 'NaN', keyset])],
      ['q=knee', forge(['relevance', 0.5, keyset])],
      ['sort=comments', forge(['comments', 1, 'not-a-cursor'])],
      ['sort=comments', forge(['sideways', 1, keyset])],
      ['sort=updates', forge(['updates', 1])],
      ['', forge(['2024-02-30 10:00:00+00', 5])],
      ['', 'not base64 at all!'],
    ] as const) {
      const res = await get(`?${query}&cursor=${encodeURIComponent(cursor)}`);
      expect(res.statusCode).toBe(400);
      expect(json<ErrorBody>(res).code).toBe('INVALID_CURSOR');
    }
  });

  it.each([
    ['q of 5000 characters', `q=${'a'.repeat(5000)}`, 'q', 'Search text must be at most 200 characters'],
    ['q with a NUL', 'q=knee%00pain', 'q', 'Search text cannot contain a NUL character'],
    ['an unknown sort', 'sort=bogus', 'sort', 'sort must be one of newest, updates, comments'],
    ['sort=relevance', 'sort=relevance', 'sort', 'sort must be one of newest, updates, comments'],
    ['procedure=abc', 'procedure=abc', 'procedure', 'Must be a positive whole number'],
    ['procedure=0', 'procedure=0', 'procedure', 'Must be a positive whole number'],
    ['state=-1', 'state=-1', 'state', 'Must be a positive whole number'],
    ['state=1e3', 'state=1e3', 'state', 'Must be a positive whole number'],
    ['surgeon=123', 'surgeon=123', 'surgeon', 'A surgeon NPI is 10 digits'],
    ['surgeon with letters', 'surgeon=10000000ab', 'surgeon', 'A surgeon NPI is 10 digits'],
  ])('%s → 400 naming the field', async (_name, query, field, message) => {
    const res = await get(`?${query}`);
    expect(res.statusCode).toBe(400);
    expect(json<ErrorBody>(res).fieldErrors?.[field]).toBe(message);
  });

  it.each([
    ['tsquery operators', "& | ! :* ( ' )"],
    ['operators around words', "knee & !hip | (run:* <-> 'x')"],
    ['SQL', "'; DROP TABLE reviews; --"],
    ['unbalanced quotes', '"knee pain'],
    ['only stop words', 'the and of'],
    ['200 characters of operators', '!:*&|()"-'.repeat(22).slice(0, 200)],
    ['non-Latin text', 'колено боль 膝'],
    ['a backslash', 'knee\\'],
  ])('q with %s is searched as text: 200, never a 500', async (_name, q) => {
    const res = await get(`?q=${encodeURIComponent(q)}`);
    expect(res.statusCode).toBe(200);
    const body = json<ReviewPage>(res);
    expect(body.total).toBe(body.reviews.length);
  });

  it('treats a blank q as no search', async () => {
    expect(await ids('q=%20%20%20')).toEqual(await ids(''));
    expect(await ids('q=')).toEqual(await ids(''));
  });

  it('keeps search, counts and sorts current as updates and comments are written, edited and deleted', async () => {
    const fresh = await journey(
      { state: t.fixtures.states.ny, npi: t.fixtures.npis.lee, procedures: [hip()], description: 'Plain' },
      [],
      0,
    );
    expect((await ids('q=gardening')).total).toBe(0);
    const update = await postUpdate(t.app, owner, fresh.id, { symptom: 6, description: 'Back to gardening' });
    expect((await ids('q=gardening')).ids).toEqual([fresh.id]);
    // One update, like b, and newer: right after a (2 updates).
    expect((await ids('sort=updates')).ids.indexOf(fresh.id)).toBe(2);

    const edited = await t.app.inject({
      method: 'PUT',
      url: `/update/${update.id}`,
      headers: owner.auth,
      payload: { symptom: 6, description: 'Back to cycling' },
    });
    expect(edited.statusCode).toBe(200);
    expect((await ids('q=gardening')).total).toBe(0);
    expect((await ids('q=cycling')).ids).toEqual([fresh.id]);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/update/${update.id}`,
      headers: owner.auth,
    });
    expect(removed.statusCode).toBe(204);
    expect((await ids('q=cycling')).total).toBe(0);

    const reworded = await editReview(t, owner, {
      id: fresh.id,
      npi: t.fixtures.npis.lee,
      state: t.fixtures.states.ny,
      procedures: [acl()],
      rating: undefined,
      symptom: 5,
      description: 'Kayaking in spring',
    });
    expect(reworded.statusCode).toBe(200);
    expect((await ids('q=kayak')).ids).toEqual([fresh.id]);
    expect((await ids(`q=hip&state=${t.fixtures.states.ny}`)).total).toBe(0);
    expect((await ids(`q=reconstruction&state=${t.fixtures.states.ny}`)).ids).toEqual([fresh.id]);

    const comments = await Promise.all(
      [1, 2, 3, 4].map((n) => postComment(t.app, reader, fresh.id, `Hi ${n}`)),
    );
    expect((await ids('sort=comments')).ids[0]).toBe(fresh.id);
    for (const comment of comments) {
      const res = await t.app.inject({
        method: 'DELETE',
        url: `/comment/${comment.id}`,
        headers: reader.auth,
      });
      expect(res.statusCode).toBe(204);
    }
    const after = await page(`?surgery=${fresh.id}`);
    expect(after.reviews[0]?.commentCount).toBe(0);
    expect((await ids('sort=comments')).ids.at(-1)).toBe(j.a.id);

    const deleted = await t.app.inject({ method: 'DELETE', url: `/review/${fresh.id}`, headers: owner.auth });
    expect(deleted.statusCode).toBe(204);
    expect((await ids('q=kayak')).total).toBe(0);
  });
});
