/**
 * Bench data at production scale, generated inside Postgres (INSERT … SELECT generate_series):
 * shipping a million rows through the driver would take longer than the benchmark itself.
 * Names come from common US first names and surnames so the search queries match realistic
 * shares of rows (about 2–4 % for 'john'), not a handful.
 */
import type pg from 'pg';
import { STATES } from '../src/features/doctor-import/states';
import { SURGERY_TYPES } from '../src/features/seed/data/surgery-types';
import {
  insertComments,
  insertProcedures,
  insertReviews,
  insertUpdates,
  PROCEDURE_OF_TYPE,
} from '../test/helpers/rows';

const FIRST = [
  'James',
  'Mary',
  'John',
  'Patricia',
  'Robert',
  'Jennifer',
  'Michael',
  'Linda',
  'William',
  'Elizabeth',
  'David',
  'Barbara',
  'Richard',
  'Susan',
  'Joseph',
  'Jessica',
  'Thomas',
  'Sarah',
  'Charles',
  'Karen',
  'Christopher',
  'Nancy',
  'Daniel',
  'Lisa',
  'Matthew',
  'Margaret',
  'Anthony',
  'Betty',
  'Mark',
  'Sandra',
  'Donald',
  'Ashley',
  'Steven',
  'Emily',
  'Paul',
  'Michelle',
  'Andrew',
  'Carol',
  'Joshua',
  'Amanda',
  'Kenneth',
  'Melissa',
  'Kevin',
  'Deborah',
  'Brian',
  'Stephanie',
  'George',
  'Rebecca',
  'Priya',
  'Wei',
  'Ahmed',
  'Maria',
  'Jose',
  'Fatima',
  'Hiroshi',
  'Olga',
  'Raj',
  'Ana',
  'Chen',
  'Aisha',
];
const LAST = [
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Jones',
  'Garcia',
  'Miller',
  'Davis',
  'Rodriguez',
  'Martinez',
  'Hernandez',
  'Lopez',
  'Gonzalez',
  'Wilson',
  'Anderson',
  'Thomas',
  'Taylor',
  'Moore',
  'Jackson',
  'Martin',
  'Lee',
  'Perez',
  'Thompson',
  'White',
  'Harris',
  'Sanchez',
  'Clark',
  'Ramirez',
  'Lewis',
  'Robinson',
  'Walker',
  'Young',
  'Allen',
  'King',
  'Wright',
  'Scott',
  'Torres',
  'Nguyen',
  'Hill',
  'Flores',
  'Green',
  'Adams',
  'Nelson',
  'Baker',
  'Hall',
  'Rivera',
  'Campbell',
  'Mitchell',
  'Carter',
  'Roberts',
  'Gomez',
  'Phillips',
  'Evans',
  'Turner',
  'Diaz',
  'Parker',
  'Cruz',
  'Edwards',
  'Collins',
  'Reyes',
  'Stewart',
  'Morris',
  'Morales',
  'Murphy',
  'Cook',
  'Rogers',
  'Gutierrez',
  'Ortiz',
  'Morgan',
  'Cooper',
  'Peterson',
  'Bailey',
  'Reed',
  'Kelly',
  'Howard',
  'Ramos',
  'Kim',
  'Cox',
  'Ward',
  'Richardson',
  'Watson',
  'Brooks',
  'Chavez',
  'Wood',
  'James',
  'Bennett',
  'Gray',
  'Mendoza',
  'Ruiz',
  'Hughes',
  'Price',
  'Alvarez',
  'Castillo',
  'Sanders',
  'Patel',
  'Myers',
  'Long',
  'Ross',
  'Foster',
  'Smithson',
];
const STREETS = [
  'Main',
  'Oak',
  'Maple',
  'Cedar',
  'Elm',
  'Washington',
  'Lake',
  'Hill',
  'Park',
  'Pine',
  'Church',
  'Medical Center',
  'Hospital',
  'Asylum',
  'Broadway',
];
const SUFFIXES = ['St', 'Ave', 'Rd', 'Blvd', 'Dr', 'Way', 'Pkwy'];
const CITIES = [
  'Springfield',
  'Riverside',
  'Fairview',
  'Franklin',
  'Greenville',
  'Bristol',
  'Clinton',
  'Madison',
  'Georgetown',
  'Salem',
  'Arlington',
  'Ashland',
];
const SPECIALTIES = [
  'Orthopedic Surgery',
  'General Surgery',
  'Ophthalmology',
  'Otolaryngology',
  'Urology',
  'Obstetrics & Gynecology',
  'Neurosurgery',
  'Internal Medicine',
  'Family Practice',
  'Nurse Practitioner',
];
const CREDENTIALS = ['MD', 'MD', 'MD', 'DO', 'DPM', 'NP', 'PA-C'];
const PALETTE = ['#e0e0e0', '#ffcdd2', '#c8e6c9', '#bbdefb', '#fff9c4', '#e1bee7', '#ffffff', '#ffe0b2'];
const SIDES = ['left', 'right', 'bilateral'];

export interface GenerateCounts {
  doctors: number;
  users: number;
  reviews: number;
}

/** Postgres array literal parameter for text[]. */
const arr = (values: readonly string[]): string[] => [...values];

export async function seedReference(client: pg.ClientBase): Promise<void> {
  await client.query(
    `INSERT INTO states (code, name, territory) SELECT * FROM unnest($1::text[], $2::text[], $3::bool[])
     ON CONFLICT (code) DO NOTHING`,
    [STATES.map((s) => s.code), STATES.map((s) => s.name), STATES.map((s) => s.territory)],
  );
  await client.query(
    `INSERT INTO surgery_types (name, description) SELECT * FROM unnest($1::text[], $2::text[])
     ON CONFLICT (name) DO NOTHING`,
    [SURGERY_TYPES.map((t) => t.name), SURGERY_TYPES.map((t) => t.description)],
  );
}

export async function generateDoctors(client: pg.ClientBase, count: number): Promise<void> {
  // NPI check digit (Luhn over '80840' || body), so generated NPIs pass the same validation as real ones.
  await client.query(`
    CREATE OR REPLACE FUNCTION pg_temp.with_npi_check(body text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
      SELECT body || ((10 - sum(d) % 10) % 10)::text FROM (
        SELECT CASE WHEN i % 2 = 1 THEN (CASE WHEN x * 2 > 9 THEN x * 2 - 9 ELSE x * 2 END) ELSE x END AS d
        FROM (SELECT i, substr(reverse('80840' || body), i, 1)::int AS x FROM generate_series(1, 14) i) s
      ) t
    $$`);
  await client.query('SELECT setseed(0.2026)');
  const codes = STATES.filter((s) => !s.territory || s.code === 'PR').map((s) => s.code);
  // Bodies 290000000… (NPIs 29xxxxxxxx) sit apart from the real fixture NPIs; ON CONFLICT covers the rest.
  await client.query(
    `INSERT INTO doctors (npi, name, first_name, last_name, credential, address, city, state_code, postal_code, specialty, search_name)
     SELECT pg_temp.with_npi_check((290000000 + g)::text),
            f || ' ' || l || ', ' || cred, f, l, cred,
            num || ' ' || street || ', ' || city || ', ' || st || ' ' || zip,
            city, st, zip, spec,
            lower(f || ' ' || l || ' ' || l || ' ' || f)
     FROM (
       SELECT g,
         ($1::text[])[1 + floor(random() * cardinality($1::text[]))::int] AS f,
         ($2::text[])[1 + floor(random() * cardinality($2::text[]))::int] AS l,
         ($3::text[])[1 + floor(random() * cardinality($3::text[]))::int] AS cred,
         (100 + floor(random() * 9000))::int::text AS num,
         ($4::text[])[1 + floor(random() * cardinality($4::text[]))::int] || ' ' ||
           ($5::text[])[1 + floor(random() * cardinality($5::text[]))::int] AS street,
         ($6::text[])[1 + floor(random() * cardinality($6::text[]))::int] AS city,
         ($7::text[])[1 + floor(random() * cardinality($7::text[]))::int] AS st,
         lpad(floor(random() * 99999)::int::text, 5, '0') AS zip,
         ($8::text[])[1 + floor(random() * cardinality($8::text[]))::int] AS spec
       FROM generate_series(0, $9::int - 1) g
     ) s
     ON CONFLICT (npi) DO NOTHING`,
    [
      arr(FIRST),
      arr(LAST),
      arr(CREDENTIALS),
      arr(STREETS),
      arr(SUFFIXES),
      arr(CITIES),
      codes,
      arr(SPECIALTIES),
      count,
    ],
  );
}

export async function generateCommunity(
  client: pg.ClientBase,
  counts: Omit<GenerateCounts, 'doctors'>,
): Promise<void> {
  await client.query('SELECT setseed(0.42)');
  await client.query(
    `INSERT INTO users (username, email, background, created_at)
     SELECT 'member_' || g, 'member_' || g || '@example.com',
            ($1::text[])[1 + g % cardinality($1::text[])], now() - (g || ' hours')::interval
     FROM generate_series(1, $2::int) g`,
    [PALETTE, counts.users],
  );
  // Reviews name 20,000 distinct doctors, in each doctor's own state.
  await client.query(`
    CREATE TEMP TABLE bench_docs AS
      SELECT row_number() OVER () AS idx, d.npi, s.id AS state_id
      FROM (SELECT npi, state_code FROM doctors ORDER BY md5(npi) LIMIT 20000) d
      JOIN states s ON s.code = d.state_code`);
  await client.query(
    insertReviews(
      {
        user_id: 'u.id',
        state_id: 'd.state_id',
        npi: 'd.npi',
        surgery_date: "(c.at - (floor(random() * 90) || ' days')::interval)::date",
        rating: 'CASE WHEN random() < 0.15 THEN NULL ELSE 1 + floor(random() * 5)::int END',
        symptom: '1 + floor(random() * 7)::int',
        description:
          "'Recovery notes ' || g || ': walking more each week, sleep improving, physio twice a week.'",
        created_at: 'c.at',
      },
      `FROM generate_series(1, $1::int) g
       CROSS JOIN LATERAL (SELECT now() - (random() * 730 || ' days')::interval AS at, g AS k) c
       JOIN bench_docs d ON d.idx = 1 + (g::bigint * 7919) % (SELECT count(*) FROM bench_docs)
       JOIN users u ON u.username = 'member_' || (1 + (g::bigint * 104729) % $2::int)`,
    ),
    [counts.reviews, counts.users],
  );
  await client.query(
    insertProcedures(
      {
        review_id: 'r.id',
        ...PROCEDURE_OF_TYPE,
        side: '($1::text[])[1 + (r.id + pos) % 3]',
        position: 'pos',
      },
      `FROM reviews r
       CROSS JOIN LATERAL generate_series(0, CASE WHEN r.id % 3 = 0 THEN 1 ELSE 0 END) pos
       JOIN surgery_types t ON t.id = 1 + (r.id * 31 + pos * 7) % (SELECT count(*) FROM surgery_types)`,
    ),
    [SIDES],
  );
  await client.query(
    insertUpdates(
      {
        review_id: 'r.id',
        rating: '1 + (r.id + n) % 5',
        symptom: '1 + (r.id + n) % 7',
        description: "'Week ' || n * 3 || ': steady progress.'",
        created_at: "least(now(), r.created_at + (n * 21 || ' days')::interval)",
      },
      `FROM reviews r CROSS JOIN LATERAL generate_series(1, 1 + r.id % 3) n
       WHERE r.id % 3 = 0`,
    ),
  );
  await client.query(
    insertComments(
      {
        review_id: 'r.id',
        user_id: 'u.id',
        text: "'Thanks for sharing, how is the pain at night?'",
        created_at: "least(now(), r.created_at + (n || ' days')::interval)",
      },
      `FROM reviews r CROSS JOIN LATERAL generate_series(1, 1 + r.id % 3) n
       JOIN users u ON u.username = 'member_' || (1 + (r.id * 13 + n) % $1::int)
       WHERE r.id % 2 = 0`,
    ),
    [counts.users],
  );
  await client.query(
    insertComments(
      {
        review_id: 'c.review_id',
        parent_id: 'c.id',
        user_id: 'r.user_id',
        text: "'Better every week, thank you!'",
        created_at: "least(now(), c.created_at + interval '1 day')",
      },
      `FROM comments c JOIN reviews r ON r.id = c.review_id
       WHERE c.parent_id IS NULL AND c.id % 3 = 0`,
    ),
  );
  // Autovacuum would have set the visibility map and statistics of a long-lived database;
  // without this, index-only scans on freshly bulk-loaded tables still visit every heap page.
  await client.query('VACUUM ANALYZE');
}
