/** Recovery insights: public aggregates per procedure, per surgeon and for one journey. */
import type { OnTrack, ProcedureInsights, ProcedureSummary, SurgeonInsights } from '@journeys/shared/rules';
import { http } from '@journeys/shared/api';
import { checked } from '../api/check-response';
import {
  onTrackSchema,
  procedureInsightsSchema,
  procedureListSchema,
  surgeonInsightsSchema,
} from '../domain/wire';

/** Procedures with at least one journey, most journeys first. */
export async function fetchProcedureList(signal?: AbortSignal): Promise<ProcedureSummary[]> {
  const { data } = await http.get<ProcedureSummary[]>('/insights/procedures', { signal });
  return process.env.NODE_ENV === 'production'
    ? data
    : checked(procedureListSchema, data, 'GET /insights/procedures');
}

/** One procedure's curve and outcomes; `id` is a surgery type id. */
export async function fetchProcedureInsights(id: number, signal?: AbortSignal): Promise<ProcedureInsights> {
  const { data } = await http.get<ProcedureInsights>(`/insights/procedures/${id}`, { signal });
  return process.env.NODE_ENV === 'production'
    ? data
    : checked(procedureInsightsSchema, data, 'GET /insights/procedures/:id');
}

/** A surgeon's outcomes per procedure against the overall figures; `npi` is 10 digits. */
export async function fetchSurgeonInsights(npi: string, signal?: AbortSignal): Promise<SurgeonInsights> {
  const { data } = await http.get<SurgeonInsights>(`/insights/surgeons/${encodeURIComponent(npi)}`, {
    signal,
  });
  return process.env.NODE_ENV === 'production'
    ? data
    : checked(surgeonInsightsSchema, data, 'GET /insights/surgeons/:npi');
}

/** Where a surgery's latest report sits among the other journeys of its procedure and period. */
export async function fetchOnTrack(reviewId: number, signal?: AbortSignal): Promise<OnTrack> {
  const { data } = await http.get<OnTrack>(`/insights/surgeries/${reviewId}/on-track`, { signal });
  return process.env.NODE_ENV === 'production'
    ? data
    : checked(onTrackSchema, data, 'GET /insights/surgeries/:id/on-track');
}
