/**
 * Recovery insights: a procedure's recovery curve, a surgeon's outcomes against the
 * procedure's, and where one journey sits among others. Every figure built from fewer than
 * MIN_JOURNEYS_SHOWN journeys is null with `suppressed: true`: no number leaks.
 * Symptom values are on the 1–7 scale of ../symptom.ts (4 = about the same as before surgery).
 */
import { PAYMENT_METHODS } from '../cost';
import { RECOVERY_PERIOD_KEYS } from '../recovery-periods';
import { WORTH_IT_MILESTONES } from '../worth-it';
import { surgeryTypeSchema } from './reference';
import { z } from './zod';

const suppressed = z
  .boolean()
  .describe('True when fewer than 11 journeys lie behind it: every figure is null');
const figure = z.number().nullable();
const count = z.number().int().nullable().describe('Null when suppressed');

export const recoveryPeriodPointSchema = z
  .object({
    period: z.enum(RECOVERY_PERIOD_KEYS),
    journeys: count,
    median: figure.describe('Median symptom value (1–7) of each journey’s last report in the period'),
    q1: figure.describe('25th percentile'),
    q3: figure.describe('75th percentile'),
    suppressed,
  })
  .meta({ id: 'RecoveryPeriodPoint' });

export const proportionSchema = z
  .object({
    journeys: count,
    share: figure.describe('0–1'),
    low: figure.describe('95% Wilson interval, lower bound'),
    high: figure.describe('95% Wilson interval, upper bound'),
    suppressed,
  })
  .meta({ id: 'Proportion' });

export const worthItPointSchema = z
  .object({
    months: z
      .union(WORTH_IT_MILESTONES.map(({ months }) => z.literal(months)))
      .describe('Months after surgery: each journey’s latest answer given by then'),
    journeys: count.describe('Journeys that had answered by then and are that far past surgery'),
    share: figure.describe('0–1, the share answering worth it'),
    low: figure.describe('95% Wilson interval, lower bound'),
    high: figure.describe('95% Wilson interval, upper bound'),
    suppressed,
  })
  .meta({ id: 'WorthItPoint' });

export const costByPaymentSchema = z
  .object({
    payment: z.enum(PAYMENT_METHODS),
    journeys: count,
    median: figure.describe('Median paid out of pocket, US dollars (interpolated)'),
    q1: figure.describe('25th percentile'),
    q3: figure.describe('75th percentile'),
    suppressed,
  })
  .meta({ id: 'CostByPayment' });

export const costFiguresSchema = z
  .object({
    payments: z.array(costByPaymentSchema).describe('One per way of paying, in a fixed order'),
    trimmed: z
      .number()
      .int()
      .describe(
        'Amounts kept but left out of these figures: outside the procedure’s 1st–99th percentile once it has 50 or more',
      ),
  })
  .meta({ id: 'CostFigures' });

/** 'Was it worth it?' at 3, 6 and 12 months, and what members paid. */
const worthItAndCost = {
  worthIt: z.array(worthItPointSchema).describe('At 3, 6 and 12 months, in that order'),
  cost: costFiguresSchema,
};

export const satisfactionSchema = z
  .object({
    journeys: count,
    /** Journeys whose latest rating is 1, 2, 3, 4, 5 stars, in that order. */
    counts: z.array(z.number().int()).length(5).nullable(),
    mean: figure,
    suppressed,
  })
  .meta({ id: 'Satisfaction' });

export const procedureInsightsSchema = z
  .object({
    procedure: surgeryTypeSchema,
    journeys: z.number().int().describe('Journeys with this procedure (public: the feed lists them all)'),
    curve: z.array(recoveryPeriodPointSchema).describe('One point per recovery period, in order'),
    better: proportionSchema.describe('Share whose latest report is better than before surgery'),
    satisfaction: satisfactionSchema,
    ...worthItAndCost,
  })
  .meta({ id: 'ProcedureInsights' });

export const meanWithIntervalSchema = z
  .object({
    journeys: count,
    mean: figure,
    low: figure.describe('95% interval, lower bound'),
    high: figure.describe('95% interval, upper bound'),
    suppressed,
  })
  .meta({ id: 'MeanWithInterval' });

/** Never a rank: within the expected range unless the 95% interval excludes the overall figure. */
export const comparisonSchema = z.enum(['within', 'above', 'below']).nullable();

export const surgeonProcedureInsightsSchema = z
  .object({
    procedure: surgeryTypeSchema,
    journeys: z.number().int(),
    stars: meanWithIntervalSchema,
    better: proportionSchema,
    overall: z.object({
      stars: figure.describe('The procedure’s mean stars over all surgeons (null when suppressed)'),
      better: figure.describe('The procedure’s share better than before over all surgeons'),
    }),
    starsComparison: comparisonSchema,
    betterComparison: comparisonSchema,
    ...worthItAndCost,
  })
  .meta({ id: 'SurgeonProcedureInsights' });

export const surgeonInsightsSchema = z
  .object({
    surgeon: z.object({
      npi: z.string(),
      name: z.string().describe('Trailing MD stripped'),
      specialty: z.string().nullable(),
      city: z.string().nullable(),
      state: z.string().nullable().describe('Two-letter state code'),
    }),
    journeys: z.number().int(),
    procedures: z.array(surgeonProcedureInsightsSchema).describe('Most journeys first'),
  })
  .meta({ id: 'SurgeonInsights' });

export const onTrackSchema = z
  .object({
    reviewId: z.number().int(),
    procedure: surgeryTypeSchema.nullable().describe('The journey’s first procedure with a surgery type'),
    period: z
      .enum(RECOVERY_PERIOD_KEYS)
      .nullable()
      .describe('Where the latest report falls; null before surgery'),
    weeksSinceSurgery: z.number().int().nullable(),
    yours: z.number().int().describe('The journey’s latest symptom value (1–7)'),
    others: z.object({
      journeys: count,
      median: figure.describe('Median symptom value of other journeys with that procedure in that period'),
      suppressed,
    }),
  })
  .meta({ id: 'OnTrack' });

export const procedureSummarySchema = z
  .object({ procedure: surgeryTypeSchema, journeys: z.number().int() })
  .meta({ id: 'ProcedureSummary' });

export const procedureListSchema = z
  .array(procedureSummarySchema)
  .describe('Every surgery type with at least one journey, most journeys first');
