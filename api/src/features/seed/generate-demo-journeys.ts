/**
 * Generates the demo journeys of data/demo-journey-plan.ts: one invented member per journey
 * (demo_member_001…), a first post and follow-up updates over up to two years, symptom scores that
 * start worse than before surgery and improve over months with a spread between members, and
 * star ratings that follow the scores. Deterministic: a seeded generator and dates counted in days
 * before the seeding day, so the demo never ages and is the same on every machine.
 */
import { PALETTE_VALUES } from '@journeys/shared/domain';
import type { DemoMember, DemoSide, DemoSurgery, DemoUpdate } from './data/demo-content';
import {
  DEMO_FOLLOW_UPS,
  DEMO_MEMBERS_JOINED_BEFORE_DAYS,
  DEMO_NEWEST_SURGERY_DAYS,
  DEMO_OLDEST_SURGERY_DAYS,
  DEMO_PROCEDURE_PLANS,
  type DemoProcedurePlan,
  type DemoSurgeonShare,
} from './data/demo-journey-plan';
import {
  DEMO_LABEL,
  STAGE_SENTENCES,
  TONE_SENTENCES,
  type Stage,
  type Tone,
} from './data/demo-journey-texts';
import { withAnswers } from './demo-answers';
import { createPrng, type Prng } from './prng';

export interface DemoJourneys {
  members: DemoMember[];
  surgeries: DemoSurgery[];
}

/** Any fixed number: changing it changes every generated journey. */
const SEED = 17_2026;
/** A share of members post their first story after the first two weeks. */
const LATE_FIRST_POST = 0.2;
/** A share of first posts say it is too early to rate. */
const UNRATED_FIRST_POST = 0.2;
/** No generated post is newer than this, so the feed opens on the hand-written stories. */
const NEWEST_POST_DAYS = 30;

const clamp = (value: number, min: number, max: number): number => Math.min(max, Math.max(min, value));

function toneOf(symptom: number): Tone {
  if (symptom < 4) return 'worse';
  return symptom === 4 ? 'same' : 'better';
}

function stageOf(day: number): Stage {
  if (day <= 42) return 'early';
  return day <= 182 ? 'middle' : 'late';
}

function whenLabel(day: number): string {
  return day < 91 ? `Week ${Math.ceil(day / 7)}` : `Month ${Math.round(day / 30.44)}`;
}

function sideWord(side: DemoSide): string {
  return side === 'bilateral' ? 'both' : side;
}

/** Fisher–Yates, so each surgeon's journeys spread over the whole two years. */
function shuffled<T>(items: readonly T[], rng: Prng): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = rng.int(0, i);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

function journey(
  plan: DemoProcedurePlan,
  surgeon: DemoSurgeonShare,
  surgeryDaysAgo: number,
  rng: Prng,
): Omit<DemoSurgery, 'member'> {
  const side = rng.pick(plan.sides);
  const stages = STAGE_SENTENCES[plan.texts];
  if (!stages) throw new Error(`no demo sentences for ${plan.texts}`);
  const final = rng.weighted(plan.outcomes);
  const early = plan.earlySymptom + rng.normal(0.7);
  const symptomAt = (day: number): number =>
    clamp(
      Math.round(early + (final - early) * (1 - Math.exp(-day / plan.recoveryDays)) + rng.normal(0.4)),
      1,
      7,
    );
  const ratingFor = (symptom: number): number =>
    clamp(Math.round(1.4 + ((symptom - 1) * 2) / 3 + rng.normal(0.5)), 1, 5);
  const sentences = (symptom: number, day: number): string =>
    `${rng.pick(TONE_SENTENCES[toneOf(symptom)])} ${rng.pick(stages[stageOf(day)]).replace('{side}', sideWord(side))}`;

  let postDay = rng.next() < LATE_FIRST_POST ? rng.int(20, 40) : rng.int(1, 12);
  if (surgeryDaysAgo - postDay < NEWEST_POST_DAYS) postDay = rng.int(1, 12);
  const symptom = symptomAt(postDay);
  const updates: DemoUpdate[] = [];
  for (const window of DEMO_FOLLOW_UPS) {
    const from = Math.max(window.fromDay, postDay + 3);
    const to = Math.min(window.toDay, surgeryDaysAgo - 1);
    if (from > to || rng.next() >= window.chance) continue;
    const day = rng.int(from, to);
    const value = symptomAt(day);
    updates.push({
      daysAfterCreate: day - postDay,
      rating: ratingFor(value),
      symptom: value,
      description: `${DEMO_LABEL} ${whenLabel(day)}. ${sentences(value, day)}`,
    });
  }
  return {
    stateCode: surgeon.stateCode,
    npi: surgeon.npi,
    procedures: [{ surgeryType: plan.surgeryType, side }],
    surgeryDaysAgo,
    createdDaysAgo: surgeryDaysAgo - postDay,
    rating: rng.next() < UNRATED_FIRST_POST ? null : ratingFor(symptom),
    symptom,
    description: `${DEMO_LABEL} ${plan.surgeryType} (${side === 'bilateral' ? 'both sides' : side}), day ${postDay}. ${sentences(symptom, postDay)}`,
    updates,
    comments: [],
  };
}

export function generateDemoJourneys(): DemoJourneys {
  const rng = createPrng(SEED);
  const span = DEMO_OLDEST_SURGERY_DAYS - DEMO_NEWEST_SURGERY_DAYS;
  const drafts = DEMO_PROCEDURE_PLANS.flatMap((plan) => {
    const slots = shuffled(
      plan.surgeons.flatMap((s) => Array.from({ length: s.journeys }, () => s)),
      rng,
    );
    // Evenly spaced surgery dates with a little jitter: every period since surgery gets journeys.
    return slots.map((surgeon, i) =>
      journey(
        plan,
        surgeon,
        DEMO_NEWEST_SURGERY_DAYS + Math.floor(((i + rng.next()) / slots.length) * span),
        rng,
      ),
    );
  });
  // Members are numbered in the order they posted, oldest first.
  drafts.sort((a, b) => b.createdDaysAgo - a.createdDaysAgo);
  const members: DemoMember[] = [];
  const surgeries = drafts.map((draft, i) => {
    const number = String(i + 1).padStart(3, '0');
    const member: DemoMember = {
      username: `demo_member_${number}`,
      email: `demo.member.${number}@example.com`,
      background: rng.pick(PALETTE_VALUES),
      joinedDaysAgo: Math.max(
        draft.createdDaysAgo + rng.int(1, 30),
        DEMO_MEMBERS_JOINED_BEFORE_DAYS + rng.int(0, 60),
      ),
    };
    members.push(member);
    return { ...draft, member: member.username };
  });
  return { members, surgeries: withAnswers(surgeries) };
}
