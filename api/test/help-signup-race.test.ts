/**
 * Two people taking the last place of one slot at once: exactly one gets it. Twenty members sign
 * up in parallel for a need of one place; on PostgreSQL the requests really run concurrently.
 */
import { HELP_MESSAGES } from '@journeys/shared/domain';
import { helpApi, needInput } from './helpers/help';
import { testAppPerSuite } from './helpers/per-suite';
import { BACKENDS, type Member } from './helpers/test-app';
import { createReview } from './helpers/writes';

describe.each(BACKENDS)('help sign-up race (%s)', (backend) => {
  const t = testAppPerSuite(backend);
  const help = helpApi(t);

  it('gives the last place to exactly one of 20 members signing up at once', async () => {
    const owner = await t.member();
    const review = await createReview(t, owner);
    const need = await help.addNeed(owner, review.id, needInput(new Date(), { people: 1 }));
    const members: Member[] = [];
    for (let i = 0; i < 20; i += 1) members.push(await t.member());
    await help.join(owner, review.id, ...members);

    const answers = await Promise.all(members.map((m) => help.signUp(m, need.id, need.date)));
    const won = answers.filter((res) => res.statusCode === 200);
    const lost = answers.filter((res) => res.statusCode === 409);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(19);
    for (const res of lost)
      expect(res.json()).toMatchObject({ code: 'HELP_SLOT_TAKEN', message: HELP_MESSAGES.slotTaken });
    const rows = await t.database.db
      .selectFrom('help_signups')
      .select('user_id')
      .where('need_id', '=', need.id)
      .execute();
    expect(rows).toHaveLength(1);
    const winner = members[answers.indexOf(won[0] as (typeof answers)[number])];
    expect(rows[0]?.user_id).toBe(winner?.id);
  });
});
