/**
 * A surgeon's outcomes per procedure, each set against the procedure's figures over every
 * surgeon. Never a rank: each procedure says only whether the surgeon's 95% interval lies
 * within, above or below the overall figure.
 */
import type { SurgeonInsights, SurgeonProcedureInsights, SurgeryType } from '@journeys/shared/domain';
import type { Db } from '../../platform/db/db-types';
import { compare, meanStars, proportion, surgeonDisplayName } from './figures';
import {
  journeysOfProcedures,
  journeysOfSurgeon,
  outcomeRows,
  type JourneysQuery,
  type OutcomeRow,
} from './sql';
import { worthItAndCost } from './worth-it-and-cost';

async function outcomesOf(db: Db, journeys: JourneysQuery): Promise<Map<number, OutcomeRow>> {
  return new Map((await outcomeRows(db, journeys)).map((row) => [row.type_id, row]));
}

/** Null when no doctor has this NPI; a doctor without journeys has an empty list. */
export async function surgeonInsights(db: Db, npi: string): Promise<SurgeonInsights | null> {
  const doctor = await db
    .selectFrom('doctors')
    .select(['npi', 'name', 'specialty', 'city', 'state_code'])
    .where('npi', '=', npi)
    .executeTakeFirst();
  if (!doctor) return null;
  const { journeys } = await db
    .selectFrom('reviews')
    .select((eb) => eb.fn.countAll<number>().as('journeys'))
    .where('npi', '=', npi)
    // Hidden and pending journeys count nowhere, as in the summaries of migration 0016.
    .where('moderation_status', 'is', null)
    .executeTakeFirstOrThrow();
  const own = await outcomesOf(db, journeysOfSurgeon(npi));
  const typeIds = [...own.keys()];
  const overall = typeIds.length ? await outcomesOf(db, journeysOfProcedures(typeIds)) : new Map();
  // The surgeon's answers and amounts; extreme amounts are judged against each procedure's own.
  const answersOf = await worthItAndCost(
    db,
    journeysOfSurgeon(npi),
    typeIds.length ? journeysOfProcedures(typeIds) : journeysOfSurgeon(npi),
  );
  const types: SurgeryType[] = typeIds.length
    ? await db
        .selectFrom('surgery_types')
        .select(['id', 'name', 'description'])
        .where('id', 'in', typeIds)
        .execute()
    : [];

  const procedures = types.map((procedure): SurgeonProcedureInsights => {
    const mine = own.get(procedure.id) as OutcomeRow;
    const all = overall.get(procedure.id);
    const stars = meanStars(mine.mean, mine.sd, mine.rated);
    const better = proportion(mine.better, mine.journeys);
    const overallStars = all ? meanStars(all.mean, all.sd, all.rated).mean : null;
    const overallBetter = all ? proportion(all.better, all.journeys).share : null;
    return {
      procedure,
      journeys: mine.journeys,
      stars,
      better,
      overall: { stars: overallStars, better: overallBetter },
      starsComparison: compare(stars, overallStars),
      betterComparison: compare(better, overallBetter),
      ...answersOf(procedure.id),
    };
  });
  procedures.sort(
    (a, b) => b.journeys - a.journeys || a.procedure.name.localeCompare(b.procedure.name, 'en'),
  );

  return {
    surgeon: {
      npi: doctor.npi,
      name: surgeonDisplayName(doctor.name),
      specialty: doctor.specialty,
      city: doctor.city,
      state: doctor.state_code,
    },
    journeys: Number(journeys),
    procedures,
  };
}
