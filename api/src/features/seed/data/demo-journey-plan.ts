/**
 * The plan for the generated demo journeys (generate-demo-journeys.ts): which procedures, how many
 * journeys each, by which surgeons, and the shape of a typical recovery. The numbers are chosen so
 * a newcomer sees real curves: three procedures with 36 or more journeys each, spread over two
 * years, so most recovery periods hold 11 or more journeys (the threshold under which figures are
 * withheld), and two smaller procedures whose pages show that withholding (Rotator Cuff Repair,
 * with 8, withholds every figure, 'Worth it' and cost included).
 *
 * Surgeons are real NPIs from api/fixtures/nppes_practitioners_ct_lantanagroup.csv with an
 * orthopaedic taxonomy, in the state given (test/importer-seed-data.test.ts checks both). Their
 * journeys are invented: outcomes are drawn from one distribution per procedure whoever the
 * surgeon is, so no real surgeon is made to look better or worse than another.
 */
import type { DemoSide } from './demo-content';

export interface DemoSurgeonShare {
  npi: string;
  stateCode: string;
  /** How many generated journeys this surgeon gets for the procedure. */
  journeys: number;
}

export interface DemoProcedurePlan {
  /** A name from SURGERY_TYPES. */
  surgeryType: string;
  /** The kind of recovery the stories tell: a key of STAGE_SENTENCES. */
  texts: string;
  sides: readonly DemoSide[];
  surgeons: readonly DemoSurgeonShare[];
  /** Typical symptom score (1–7, 4 = as before surgery) in the first two weeks. */
  earlySymptom: number;
  /** Days for about two thirds of the way from the early score to the final one. */
  recoveryDays: number;
  /** Final symptom score and its weight: most end better than before, a few do not. */
  outcomes: readonly (readonly [number, number])[];
  /** A typical out-of-pocket amount with private insurance, whole dollars (invented). */
  typicalCost: number;
}

export const DEMO_PROCEDURE_PLANS: readonly DemoProcedurePlan[] = [
  {
    surgeryType: 'Knee Replacement',
    texts: 'knee',
    sides: ['left', 'right'],
    surgeons: [
      { npi: '1659374734', stateCode: 'CT', journeys: 15 }, // Daniel Fish, Brookfield CT
      { npi: '1265439368', stateCode: 'CT', journeys: 12 }, // Steven Schutzer, Hartford CT
      { npi: '1750388302', stateCode: 'CT', journeys: 5 }, // Mary Newport, Farmington CT
      { npi: '1306848643', stateCode: 'MA', journeys: 5 }, // Christopher Geary, Boston MA
      { npi: '1447254479', stateCode: 'RI', journeys: 5 }, // Thomas Bliss, Providence RI
      { npi: '1982607057', stateCode: 'CT', journeys: 4 }, // Julio Diaz, Danbury CT
    ],
    earlySymptom: 2.6,
    recoveryDays: 75,
    outcomes: [
      [7, 35],
      [6, 33],
      [5, 16],
      [4, 10],
      [3, 6],
    ],
    typicalCost: 3200,
  },
  {
    surgeryType: 'Hip Replacement',
    texts: 'hip',
    sides: ['left', 'right'],
    surgeons: [
      { npi: '1265439368', stateCode: 'CT', journeys: 13 }, // Steven Schutzer, Hartford CT
      { npi: '1134126915', stateCode: 'CT', journeys: 12 }, // Courtland Lewis, Hartford CT
      { npi: '1568467199', stateCode: 'MA', journeys: 6 }, // James Snead, Attleboro MA
      { npi: '1760486047', stateCode: 'MA', journeys: 5 }, // Glenn Dubler, Fall River MA
      { npi: '1073516563', stateCode: 'CT', journeys: 4 }, // Thomas Nipper, Brookfield CT
    ],
    earlySymptom: 3.4,
    recoveryDays: 40,
    outcomes: [
      [7, 48],
      [6, 30],
      [5, 12],
      [4, 7],
      [3, 3],
    ],
    typicalCost: 2900,
  },
  {
    surgeryType: 'ACL Reconstruction',
    texts: 'ligament',
    sides: ['left', 'right'],
    surgeons: [
      { npi: '1104821958', stateCode: 'CT', journeys: 12 }, // Robert Arciero, Farmington CT
      { npi: '1316940687', stateCode: 'CT', journeys: 11 }, // Andrew Haas, Stamford CT
      { npi: '1528063872', stateCode: 'MA', journeys: 7 }, // Jeremy Stern, North Dartmouth MA
      { npi: '1679578462', stateCode: 'CT', journeys: 6 }, // Craig Tifford, Stamford CT
    ],
    earlySymptom: 3.0,
    recoveryDays: 110,
    outcomes: [
      [7, 30],
      [6, 38],
      [5, 18],
      [4, 10],
      [3, 4],
    ],
    typicalCost: 2400,
  },
  {
    surgeryType: 'Carpal Tunnel Release',
    texts: 'wrist',
    sides: ['left', 'right', 'bilateral'],
    surgeons: [
      { npi: '1558367086', stateCode: 'CT', journeys: 8 }, // Richard Bernstein, Hamden CT
      { npi: '1629074158', stateCode: 'CT', journeys: 6 }, // Vipul Nanavati, West Hartford CT
    ],
    earlySymptom: 4.6,
    recoveryDays: 20,
    outcomes: [
      [7, 45],
      [6, 30],
      [5, 15],
      [4, 8],
      [3, 2],
    ],
    typicalCost: 900,
  },
  {
    surgeryType: 'Rotator Cuff Repair',
    texts: 'shoulder',
    sides: ['left', 'right'],
    surgeons: [
      { npi: '1902802903', stateCode: 'CT', journeys: 5 }, // Augustus Mazzocca, Farmington CT
      { npi: '1306848643', stateCode: 'MA', journeys: 3 }, // Christopher Geary, Boston MA
    ],
    earlySymptom: 2.5,
    recoveryDays: 120,
    outcomes: [
      [7, 25],
      [6, 35],
      [5, 20],
      [4, 15],
      [3, 5],
    ],
    typicalCost: 2100,
  },
];

/**
 * Follow-up windows, in days after surgery, kept clear of the recovery period bounds
 * (@journeys/shared/rules RECOVERY_PERIODS) so a time-zone shift of a day never moves an update
 * into the next period. Each journey posts in a window with the given probability, if that day has
 * come.
 */
export const DEMO_FOLLOW_UPS: readonly { fromDay: number; toDay: number; chance: number }[] = [
  { fromDay: 18, toDay: 40, chance: 0.85 },
  { fromDay: 46, toDay: 88, chance: 0.8 },
  { fromDay: 96, toDay: 178, chance: 0.78 },
  { fromDay: 188, toDay: 360, chance: 0.75 },
  { fromDay: 372, toDay: 700, chance: 0.8 },
];

/** The oldest generated surgery, in days before the seeding day. */
export const DEMO_OLDEST_SURGERY_DAYS = 730;
/**
 * The newest generated surgery. The first posts come a few days after it, so every generated post
 * is older than the newest hand-written ones (24 and 27 days): the feed still opens on those.
 */
export const DEMO_NEWEST_SURGERY_DAYS = 45;
/** Generated members joined before this many days ago, so the landing page's newest members stay the hand-written ones. */
export const DEMO_MEMBERS_JOINED_BEFORE_DAYS = 410;
