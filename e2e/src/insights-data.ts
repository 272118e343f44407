// What the insight pages of the seeded demo data show, read from the real API: browser tests and
// the Lighthouse bench pick the procedure with most journeys and one of its surgeons rather than
// hard-coding ids the seed may renumber.
import type { ProcedureInsights, ProcedureSummary, SurgeonInsights } from '@journeys/shared/rules';
import { API_URL } from './site';

async function getJson<T>(path: string): Promise<T> {
  const response = await fetch(`${API_URL}${path}`);
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/** The procedure with most journeys (GET /insights/procedures lists them most first). */
export async function busiestProcedure(): Promise<ProcedureSummary> {
  const [first] = await getJson<ProcedureSummary[]>('/insights/procedures');
  if (!first) throw new Error('GET /insights/procedures lists no procedure: is the demo seed loaded?');
  return first;
}

/** The surgeon with most journeys of this procedure on the feed's first page. */
export async function busiestSurgeonOf(procedureId: number): Promise<{ npi: string; name: string }> {
  const { reviews } = await getJson<{ reviews: { surgeon: { npi: string; name: string } }[] }>(
    `/reviews?procedure=${procedureId}&limit=50`,
  );
  const counts = new Map<string, { npi: string; name: string; n: number }>();
  for (const { surgeon } of reviews) {
    const seen = counts.get(surgeon.npi) ?? { ...surgeon, n: 0 };
    counts.set(surgeon.npi, { ...seen, n: seen.n + 1 });
  }
  const [top] = [...counts.values()].sort((a, b) => b.n - a.n);
  if (!top) throw new Error(`no journey of procedure ${procedureId} on the feed`);
  return { npi: top.npi, name: top.name };
}

/** GET /insights/procedures/:id */
export function procedureInsights(id: number): Promise<ProcedureInsights> {
  return getJson<ProcedureInsights>(`/insights/procedures/${id}`);
}

/** GET /insights/surgeons/:npi */
export function surgeonInsights(npi: string): Promise<SurgeonInsights> {
  return getJson<SurgeonInsights>(`/insights/surgeons/${npi}`);
}
