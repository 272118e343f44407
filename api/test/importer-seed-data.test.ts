import path from 'node:path';
import { isPaletteColor } from '@journeys/shared/domain';
import type { DatabaseHandle } from '../src/platform/db/create-database';
import { migratedPglite } from './helpers/database-templates';
import { importDoctorsFromFile } from '../src/features/doctor-import/import-doctors';
import { DEMO_MEMBERS, DEMO_PASSWORD, DEMO_SURGERIES } from '../src/features/seed/data/demo-content';
import { DEMO_PROCEDURE_PLANS } from '../src/features/seed/data/demo-journey-plan';
import { DEMO_LABEL } from '../src/features/seed/data/demo-journey-texts';
import { STATES } from '../src/features/doctor-import/states';
import { SURGERY_TYPES } from '../src/features/seed/data/surgery-types';
import { generateDemoJourneys } from '../src/features/seed/generate-demo-journeys';

const FIXTURES = path.join(__dirname, '..', 'fixtures');
const GENERATED = generateDemoJourneys();
const ALL_MEMBERS = [...DEMO_MEMBERS, ...GENERATED.members];
const ALL_SURGERIES = [...DEMO_SURGERIES, ...GENERATED.surgeries];

describe('seed data', () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await migratedPglite();
    // The two fixtures the demo surgeons are taken from.
    await importDoctorsFromFile(handle.db, path.join(FIXTURES, 'nppes_practitioners_ct_lantanagroup.csv'));
    await importDoctorsFromFile(handle.db, path.join(FIXTURES, 'dac_national_sample_ofirnassimi.csv'));
  });

  afterAll(async () => handle.close());

  it('lists the 50 states, DC and the territories once each', () => {
    const codes = STATES.map((s) => s.code);
    expect(new Set(codes).size).toBe(STATES.length);
    expect(STATES.filter((s) => !s.territory)).toHaveLength(51);
    expect(STATES.find((s) => s.code === 'DC')?.name).toBe('District of Columbia');
    expect(STATES.find((s) => s.code === 'PR')).toEqual({ code: 'PR', name: 'Puerto Rico', territory: true });
  });

  it('has about 45 uniquely named surgery types with patient-facing descriptions', () => {
    expect(SURGERY_TYPES.length).toBeGreaterThanOrEqual(40);
    expect(new Set(SURGERY_TYPES.map((t) => t.name.toLowerCase())).size).toBe(SURGERY_TYPES.length);
    for (const t of SURGERY_TYPES) expect(t.description.length).toBeGreaterThan(40);
  });

  it('gives every demo member a unique name and email and a palette colour', () => {
    expect(DEMO_PASSWORD.length).toBeGreaterThanOrEqual(8);
    expect(new Set(ALL_MEMBERS.map((m) => m.username.toLowerCase())).size).toBe(ALL_MEMBERS.length);
    expect(new Set(ALL_MEMBERS.map((m) => m.email)).size).toBe(ALL_MEMBERS.length);
    for (const m of ALL_MEMBERS) {
      expect(m.username).toMatch(/^.{3,50}$/);
      expect(isPaletteColor(m.background)).toBe(true);
    }
  });

  it.each(DEMO_SURGERIES.map((s) => [s.member, s.npi, s]))(
    "%s's surgery names real surgeon %s in the surgery's state",
    async (_member, npi, surgery) => {
      const doctor = await handle.db
        .selectFrom('doctors')
        .select(['state_code', 'specialty'])
        .where('npi', '=', npi)
        .executeTakeFirst();
      expect(doctor).toBeDefined();
      expect(doctor?.state_code).toBe(surgery.stateCode);
      expect(doctor?.specialty ?? '').toMatch(/surg|orthop|ophthalm|otolaryng|gyn|podiatr|urolog/i);
    },
  );

  it.each(
    [...new Map(DEMO_PROCEDURE_PLANS.flatMap((p) => p.surgeons).map((s) => [s.npi, s])).values()].map((s) => [
      s.npi,
      s,
    ]),
  )('generated journeys name real orthopaedic surgeon %s in the state given', async (npi, surgeon) => {
    const doctor = await handle.db
      .selectFrom('doctors')
      .select(['state_code', 'specialty', 'surgical'])
      .where('npi', '=', npi)
      .executeTakeFirst();
    expect(doctor).toMatchObject({ state_code: surgeon.stateCode, surgical: true });
    expect(doctor?.specialty ?? '').toMatch(/orthop|hand|spine|sports/i);
  });

  it('generates the same journeys on every run, each labelled demo content', () => {
    expect(generateDemoJourneys()).toEqual(GENERATED);
    for (const m of GENERATED.members) expect(m.username).toMatch(/^demo_member_\d{3}$/);
    for (const s of GENERATED.surgeries) {
      expect(s.description.startsWith(`${DEMO_LABEL} `)).toBe(true);
      for (const u of s.updates) expect(u.description.startsWith(`${DEMO_LABEL} `)).toBe(true);
    }
    // The hand-written stories are not labelled: they stay exactly as the browser tests know them.
    for (const s of DEMO_SURGERIES) expect(s.description.startsWith(DEMO_LABEL)).toBe(false);
  });

  it('keeps every generated post older than the newest hand-written ones, so the feed opens on those', () => {
    const newestHandWritten = Math.min(...DEMO_SURGERIES.map((s) => s.createdDaysAgo));
    const newestGenerated = Math.min(...GENERATED.surgeries.map((s) => s.createdDaysAgo));
    expect(newestGenerated).toBeGreaterThan(newestHandWritten);
    const newestHandWrittenMember = Math.min(...DEMO_MEMBERS.map((m) => m.joinedDaysAgo));
    for (const m of GENERATED.members) expect(m.joinedDaysAgo).toBeGreaterThan(newestHandWrittenMember);
  });

  it('uses only known procedures, states, scales and members, in a consistent timeline', () => {
    const typeNames = new Set(SURGERY_TYPES.map((t) => t.name));
    const joined = new Map(ALL_MEMBERS.map((m) => [m.username, m.joinedDaysAgo]));
    const stateCodes = new Set(STATES.map((s) => s.code));
    // "days ago" of an event that happens `after` days after the post was created
    const at = (createdDaysAgo: number, after: number): number => createdDaysAgo - after;
    const memberCanAct = (member: string, daysAgo: number): void => {
      expect(joined.has(member)).toBe(true);
      expect(daysAgo).toBeLessThanOrEqual(joined.get(member) ?? -1);
      expect(daysAgo).toBeGreaterThanOrEqual(0);
    };

    for (const s of ALL_SURGERIES) {
      expect(stateCodes.has(s.stateCode)).toBe(true);
      expect(s.procedures.length).toBeGreaterThan(0);
      for (const p of s.procedures) expect(typeNames.has(p.surgeryType)).toBe(true);
      expect(s.surgeryDaysAgo).toBeGreaterThanOrEqual(s.createdDaysAgo);
      memberCanAct(s.member, s.createdDaysAgo);
      for (const r of [s.rating, ...s.updates.map((u) => u.rating)]) {
        if (r !== null) expect(r >= 1 && r <= 5).toBe(true);
      }
      for (const sym of [s.symptom, ...s.updates.map((u) => u.symptom)])
        expect(sym >= 1 && sym <= 7).toBe(true);
      for (const u of s.updates) {
        expect(at(s.createdDaysAgo, u.daysAfterCreate)).toBeGreaterThanOrEqual(0);
        expect(u.daysAfterCreate).toBeGreaterThan(0);
      }
      expect(s.updates.map((u) => u.daysAfterCreate)).toEqual(
        [...s.updates.map((u) => u.daysAfterCreate)].sort((a, b) => a - b),
      );
      for (const c of s.comments) {
        memberCanAct(c.member, at(s.createdDaysAgo, c.daysAfterCreate));
        for (const r of c.replies) {
          memberCanAct(r.member, at(s.createdDaysAgo, r.daysAfterCreate));
          expect(r.daysAfterCreate).toBeGreaterThanOrEqual(c.daysAfterCreate);
        }
      }
    }
  });

  it('covers several states and the 0, 1 and 3+ update cases', () => {
    expect(DEMO_SURGERIES.length).toBeGreaterThanOrEqual(12);
    expect(new Set(DEMO_SURGERIES.map((s) => s.stateCode)).size).toBeGreaterThanOrEqual(5);
    const updateCounts = DEMO_SURGERIES.map((s) => s.updates.length);
    expect(updateCounts).toContain(0);
    expect(updateCounts).toContain(1);
    expect(updateCounts.some((n) => n >= 3)).toBe(true);
    expect(DEMO_SURGERIES.some((s) => s.comments.some((c) => c.replies.length >= 2))).toBe(true);
  });
});
