/**
 * npm run bench:load -w api  (tsx bench/comment-load.ts)
 *
 * Comment write load on PostgreSQL: a fresh database `journeys_load_<pid>` on the local Postgres
 * (dropped at the end), migrated and seeded, plus 50 members with sessions and 20 surgeries owned
 * by 14 of them. The API runs in its own process (bench/serve.ts, rate limits raised, ephemeral
 * port). 50 concurrent clients then post for 30 s over keep-alive connections: about half
 * top-level comments, half replies, ~10 % of each on the member's own surgery / own comment
 * (those must not notify). Every text carries a unique client-side marker.
 *
 * Afterwards the database is checked against what the clients were told: each acknowledged
 * comment is stored exactly once (by marker) with the acknowledged id, nothing unacknowledged is
 * stored, and each stored comment has exactly the notifications the rule asks for (top level →
 * the surgery's owner, reply → the parent's author, never the actor; a member's unread burst on
 * one surgery is one notification, on its latest comment). Prints a markdown table,
 * writes bench/results/load.json, exits 1 on FAIL.
 *
 * LOAD_SECONDS / LOAD_CLIENTS override the 30 s / 50 clients (iteration only).
 */
import pg from 'pg';
import { createDatabase, type DatabaseHandle } from '../src/platform/db/create-database';
import {
  createTempDatabase,
  dropTempDatabase,
  markdownTable,
  ms,
  startServer,
  summarize,
  reportVerdict,
  runBench,
  seedBenchCommunity,
  type BenchMember,
  type BenchSurgery,
  type ChildServer,
} from './harness';

const DB_NAME = `journeys_load_${process.pid}`;
const MEMBERS = 50;
const SURGERIES = 20;
/** Members 0..13 own the surgeries (some two); the other 36 own none. */
const OWNERS = 14;
const CLIENTS = Number(process.env.LOAD_CLIENTS ?? 50);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 30);
const REQUEST_TIMEOUT_MS = 10_000;
const MARKER_PREFIX = `lm${process.pid}x`;
const MARKER_RE = new RegExp(`\\[(${MARKER_PREFIX}\\d+x\\d+)\\]`);

type Member = BenchMember;
type Surgery = BenchSurgery;

type Kind = 'comment-other' | 'comment-own' | 'reply-other' | 'reply-own';

interface Acked {
  marker: string;
  id: number;
  reviewId: number;
  parentId: number | null;
  authorIdx: number;
  kind: Kind;
  /** What the client expects to have been notified, from what it knows (owner / parent author). */
  expectedRecipient: number | null;
}

interface ClientStats {
  latencies: number[];
  statuses: Map<string, number>;
  errors: string[];
}

/** Deterministic per-client PRNG (mulberry32), so a run's mix is reproducible. */
function rng(seedValue: number): () => number {
  let a = seedValue >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function prepare(
  database: DatabaseHandle,
): Promise<{ members: Member[]; surgeries: Surgery[]; notificationsBefore: number }> {
  const { members, surgeries } = await seedBenchCommunity(database.db, {
    prefix: 'load_member',
    members: MEMBERS,
    surgeries: SURGERIES,
    ownerOf: (s) => s % OWNERS,
  });
  const { count } = await database.db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return { members, surgeries, notificationsBefore: Number(count) };
}

async function runClients(
  base: string,
  members: Member[],
  surgeries: Surgery[],
): Promise<{ acked: Acked[]; stats: ClientStats[]; seconds: number; kinds: Record<Kind, number> }> {
  const acked: Acked[] = [];
  /** Top-level comments acknowledged so far: what replies can answer. */
  const topLevel: Acked[] = [];
  const kinds: Record<Kind, number> = {
    'comment-other': 0,
    'comment-own': 0,
    'reply-other': 0,
    'reply-own': 0,
  };
  const started = performance.now();
  const deadline = started + SECONDS * 1000;

  const client = async (c: number): Promise<ClientStats> => {
    const stats: ClientStats = { latencies: [], statuses: new Map(), errors: [] };
    const me = c % members.length;
    const member = members[me] as Member;
    const random = rng(1000 + c);
    const pick = <T>(items: T[]): T | undefined => items[Math.floor(random() * items.length)];
    const own = surgeries.filter((s) => s.ownerIdx === me);
    const others = surgeries.filter((s) => s.ownerIdx !== me);
    let seq = 0;
    while (performance.now() < deadline) {
      seq += 1;
      const marker = `${MARKER_PREFIX}${c}x${seq}`;
      const reply = random() < 0.5;
      const mine = random() < 0.1;
      const myComments = reply && mine ? topLevel.filter((a) => a.authorIdx === me) : [];
      const theirs = reply && !mine ? pick(topLevel) : undefined;
      let parent: Acked | undefined;
      let kind: Kind;
      let reviewId: number;
      let expectedIdx: number;
      if (myComments.length > 0) {
        parent = pick(myComments) as Acked;
        kind = 'reply-own';
      } else if (theirs && theirs.authorIdx !== me) {
        parent = theirs;
        kind = 'reply-other';
      } else {
        kind = mine && own.length > 0 ? 'comment-own' : 'comment-other';
      }
      if (parent) {
        reviewId = parent.reviewId;
        expectedIdx = parent.authorIdx;
      } else {
        const s = (kind === 'comment-own' ? pick(own) : pick(others)) as Surgery;
        reviewId = s.id;
        expectedIdx = s.ownerIdx;
      }
      const text = `Load ${kind} ${c}/${seq} [${marker}] — thinking of you, keep going`;
      const body = JSON.stringify({ reviewId, text, ...(parent ? { commentId: parent.id } : {}) });
      const t0 = performance.now();
      try {
        const res = await fetch(`${base}/comment`, {
          method: 'POST',
          headers: { authorization: `Bearer ${member.token}`, 'content-type': 'application/json' },
          body,
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
        const json = (await res.json()) as { id?: number; reviewId?: number; parentId?: number | null };
        stats.latencies.push(performance.now() - t0);
        const key = String(res.status);
        stats.statuses.set(key, (stats.statuses.get(key) ?? 0) + 1);
        if (res.status === 201 && typeof json.id === 'number') {
          const a: Acked = {
            marker,
            id: json.id,
            reviewId: json.reviewId ?? -1,
            parentId: json.parentId ?? null,
            authorIdx: me,
            kind,
            expectedRecipient: expectedIdx === me ? null : (members[expectedIdx] as Member).id,
          };
          acked.push(a);
          kinds[kind] += 1;
          if (!parent) topLevel.push(a);
        } else if (stats.errors.length < 5) {
          stats.errors.push(`${res.status} ${JSON.stringify(json).slice(0, 200)}`);
        }
      } catch (err) {
        stats.latencies.push(performance.now() - t0);
        const key = err instanceof Error && err.name === 'TimeoutError' ? 'timeout' : 'network error';
        stats.statuses.set(key, (stats.statuses.get(key) ?? 0) + 1);
        if (stats.errors.length < 5) stats.errors.push(`${key}: ${String(err)}`);
      }
    }
    return stats;
  };

  const stats = await Promise.all(Array.from({ length: CLIENTS }, (_, c) => client(c)));
  return { acked, stats, seconds: (performance.now() - started) / 1000, kinds };
}

interface StoredComment {
  id: number;
  review_id: number;
  parent_id: number | null;
  user_id: number;
  text: string;
  owner_id: number;
  parent_author_id: number | null;
}

interface StoredNotification {
  source_comment_id: number;
  user_id: number;
  actor_id: number;
  review_id: number;
  comment_id: number | null;
  text: string;
}

async function verify(
  databaseUrl: string,
  acked: Acked[],
  members: Member[],
  notificationsBefore: number,
): Promise<{
  stored: number;
  duplicates: number;
  missing: number;
  extra: number;
  ackMismatches: number;
  notificationMismatches: number;
  expectedNotifications: number;
  actualNotifications: number;
  notificationsDelta: number;
  ownActionsNotified: number;
  samples: string[];
}> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const comments = (
      await client.query<StoredComment>(
        `SELECT c.id, c.review_id, c.parent_id, c.user_id, c.text, r.user_id AS owner_id,
                p.user_id AS parent_author_id
           FROM comments c
           JOIN reviews r ON r.id = c.review_id
           LEFT JOIN comments p ON p.id = c.parent_id
          WHERE c.text LIKE $1`,
        [`%[${MARKER_PREFIX}%`],
      )
    ).rows;
    const notifications = (
      await client.query<StoredNotification>(
        `SELECT source_comment_id, user_id, actor_id, review_id, comment_id, text
           FROM notifications WHERE source_comment_id = ANY($1::int[])`,
        [comments.map((c) => c.id)],
      )
    ).rows;
    const { rows: totals } = await client.query<{ n: string }>('SELECT count(*) AS n FROM notifications');

    const samples: string[] = [];
    const note = (message: string) => {
      if (samples.length < 10) samples.push(message);
    };
    const byMarker = new Map<string, StoredComment[]>();
    for (const c of comments) {
      const marker = MARKER_RE.exec(c.text)?.[1] ?? '?';
      const list = byMarker.get(marker) ?? [];
      list.push(c);
      byMarker.set(marker, list);
    }
    const ackedByMarker = new Map(acked.map((a) => [a.marker, a]));
    let duplicates = 0;
    let missing = 0;
    let extra = 0;
    let ackMismatches = 0;
    for (const a of acked) {
      const rows = byMarker.get(a.marker) ?? [];
      if (rows.length === 0) {
        missing += 1;
        note(`missing: ${a.marker} (acknowledged id ${a.id})`);
        continue;
      }
      if (rows.length > 1) {
        duplicates += rows.length - 1;
        note(`duplicate: ${a.marker} stored ${rows.length} times`);
      }
      const row = rows[0] as StoredComment;
      const author = (members[a.authorIdx] as Member).id;
      if (
        rows.length === 1 &&
        (row.id !== a.id ||
          row.review_id !== a.reviewId ||
          row.parent_id !== a.parentId ||
          row.user_id !== author)
      ) {
        ackMismatches += 1;
        note(`acknowledged ${JSON.stringify(a)} but stored ${JSON.stringify(row)}`);
      }
    }
    for (const [marker, rows] of byMarker) {
      if (!ackedByMarker.has(marker)) {
        extra += rows.length;
        note(`extra: ${marker} stored ${rows.length} time(s) but never acknowledged`);
      }
    }

    const notificationsOf = new Map<number, StoredNotification[]>();
    for (const n of notifications) {
      const list = notificationsOf.get(n.source_comment_id) ?? [];
      list.push(n);
      notificationsOf.set(n.source_comment_id, list);
    }
    let notificationMismatches = 0;
    let expectedNotifications = 0;
    let ownActionsNotified = 0;
    // The rule, from the stored facts: a reply addresses the parent's author, a top-level
    // comment the surgery's owner; nobody is notified of their own action. Unread comments of
    // one kind from one member on one surgery within five minutes (the flood rule: the whole
    // run, nobody reads) are one notification, which points at the latest of them; each member
    // posts one comment at a time, so the latest is the highest id.
    const addresseeOf = (c: StoredComment) => {
      const addressee = c.parent_id !== null ? c.parent_author_id : c.owner_id;
      return addressee !== null && addressee !== c.user_id ? addressee : null;
    };
    const burstOf = (c: StoredComment, addressee: number) =>
      `${addressee}:${c.user_id}:${c.review_id}:${c.parent_id === null ? 'comment' : 'reply'}`;
    const latestOfBurst = new Map<string, number>();
    for (const c of comments) {
      const addressee = addresseeOf(c);
      if (addressee === null) continue;
      const burst = burstOf(c, addressee);
      latestOfBurst.set(burst, Math.max(latestOfBurst.get(burst) ?? 0, c.id));
    }
    for (const c of comments) {
      const addressee = addresseeOf(c);
      const clientAddressee = addressee === null ? [] : [addressee];
      const expected =
        addressee !== null && latestOfBurst.get(burstOf(c, addressee)) === c.id ? [addressee] : [];
      const marker = MARKER_RE.exec(c.text)?.[1] ?? '?';
      const clientExpected = ackedByMarker.get(marker)?.expectedRecipient;
      if (
        clientExpected !== undefined &&
        (clientExpected === null ? [] : [clientExpected]).join() !== clientAddressee.join()
      ) {
        notificationMismatches += 1;
        note(
          `comment ${c.id}: client expected ${String(clientExpected)}, stored facts say ${clientAddressee.join() || 'none'}`,
        );
        continue;
      }
      expectedNotifications += expected.length;
      const actual = notificationsOf.get(c.id) ?? [];
      if (addressee === null && actual.length > 0) ownActionsNotified += 1;
      const exact =
        actual.length === expected.length &&
        actual.every(
          (n, i) =>
            n.user_id === expected[i] &&
            n.actor_id === c.user_id &&
            n.review_id === c.review_id &&
            n.comment_id === c.parent_id &&
            n.text === c.text,
        );
      if (!exact) {
        notificationMismatches += 1;
        note(
          `comment ${c.id} (${marker}): expected ${expected.join() || 'none'}, got ${
            actual.map((n) => `${n.user_id}←${n.actor_id}`).join() || 'none'
          }`,
        );
      }
    }
    return {
      stored: comments.length,
      duplicates,
      missing,
      extra,
      ackMismatches,
      notificationMismatches,
      expectedNotifications,
      actualNotifications: notifications.length,
      notificationsDelta: Number(totals[0]?.n) - notificationsBefore,
      ownActionsNotified,
      samples,
    };
  } finally {
    await client.end();
  }
}

async function main(): Promise<void> {
  console.info(
    `Comment load on PostgreSQL: ${CLIENTS} members posting for ${SECONDS} s (database ${DB_NAME})`,
  );
  let database: DatabaseHandle | null = null;
  let server: ChildServer | null = null;
  let databaseUrl: string | null = null;
  let cleaned = false;
  const cleanup = async (): Promise<void> => {
    if (cleaned) return;
    cleaned = true;
    await server?.stop();
    await database?.close();
    if (databaseUrl) await dropTempDatabase(DB_NAME);
  };
  const interrupted = () => {
    void cleanup().finally(() => process.exit(130));
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);

  try {
    const t = Date.now();
    databaseUrl = await createTempDatabase(DB_NAME);
    database = await createDatabase({ databaseUrl });
    const { members, surgeries, notificationsBefore } = await prepare(database);
    await database.close();
    database = null;
    console.info(
      `  migrated + seeded, ${members.length} members with sessions, ${surgeries.length} surgeries ` +
        `(${((Date.now() - t) / 1000).toFixed(1)} s)`,
    );
    server = await startServer(databaseUrl);
    console.info(`  API on ${server.base} (child process ${server.child.pid})`);

    const run = await runClients(server.base, members, surgeries);
    await server.stop();
    server = null;

    const statuses = new Map<string, number>();
    for (const s of run.stats) for (const [k, v] of s.statuses) statuses.set(k, (statuses.get(k) ?? 0) + v);
    const latency = summarize(run.stats.flatMap((s) => s.latencies));
    const created = statuses.get('201') ?? 0;
    const non2xx = [...statuses].filter(([k]) => !/^2\d\d$/.test(k)).reduce((n, [, v]) => n + v, 0);
    const non201 = [...statuses].filter(([k]) => k !== '201').reduce((n, [, v]) => n + v, 0);
    const tooMany = statuses.get('429') ?? 0;
    const serverErrors = [...statuses].filter(([k]) => /^5\d\d$/.test(k)).reduce((n, [, v]) => n + v, 0);
    const check = await verify(databaseUrl, run.acked, members, notificationsBefore);
    const pass =
      non201 === 0 &&
      tooMany === 0 &&
      serverErrors === 0 &&
      check.duplicates === 0 &&
      check.missing === 0 &&
      check.extra === 0 &&
      check.ackMismatches === 0 &&
      check.notificationMismatches === 0 &&
      check.notificationsDelta === check.expectedNotifications &&
      check.actualNotifications === check.expectedNotifications;

    console.info(
      `\n${markdownTable(
        [
          'requests',
          'comments/s',
          'p50 ms',
          'p95 ms',
          'p99 ms',
          'max ms',
          'non-2xx',
          'duplicates',
          'missing',
          'extra',
          'notification mismatches',
          'result',
        ],
        [
          [
            String(latency.count),
            (created / run.seconds).toFixed(1),
            ms(latency.p50),
            ms(latency.p95),
            ms(latency.p99),
            ms(latency.max),
            String(non2xx),
            String(check.duplicates),
            String(check.missing),
            String(check.extra),
            String(check.notificationMismatches),
            pass ? 'PASS' : 'FAIL',
          ],
        ],
      )}`,
    );
    console.info(
      `\n  statuses: ${[...statuses].map(([k, v]) => `${k}×${v}`).join(', ')}; ` +
        `mix: ${Object.entries(run.kinds)
          .map(([k, v]) => `${k} ${v}`)
          .join(', ')}`,
    );
    console.info(
      `  stored ${check.stored} load comments for ${run.acked.length} acknowledged; ` +
        `notifications expected ${check.expectedNotifications}, stored ${check.actualNotifications} ` +
        `(table grew by ${check.notificationsDelta}); own actions that notified: ${check.ownActionsNotified}; ` +
        `acknowledged≠stored: ${check.ackMismatches}`,
    );
    for (const s of check.samples) console.info(`  ! ${s}`);
    for (const e of run.stats.flatMap((s) => s.errors).slice(0, 10)) console.info(`  ! ${e}`);

    await reportVerdict('comment load', 'load.json', {
      at: new Date().toISOString(),
      config: { clients: CLIENTS, seconds: SECONDS, members: MEMBERS, surgeries: SURGERIES },
      durationSeconds: run.seconds,
      requests: latency.count,
      created,
      commentsPerSecond: created / run.seconds,
      latencyMs: latency,
      statuses: Object.fromEntries(statuses),
      non2xx,
      mix: run.kinds,
      verification: check,
      pass,
    });
  } finally {
    await cleanup();
  }
}

runBench(main);
