import type { DoctorSearchPage, Profile, State, SurgeryType } from '@journeys/shared/rules';
import { DOCTOR_SEARCH_PAGE_SIZE } from '../domain/constants';
import { http } from './http';

export async function fetchStates(): Promise<State[]> {
  const { data } = await http.get<State[]>('/states');
  return data;
}

export async function fetchSurgeryTypes(): Promise<SurgeryType[]> {
  const { data } = await http.get<SurgeryType[]>('/surgery-types');
  return data;
}

export async function fetchRecentUsers(): Promise<Profile[]> {
  const { data } = await http.get<Profile[]>('/users');
  return data;
}

export interface DoctorSearchParams {
  /** lower_snake state name or '*'. */
  state: string;
  q: string;
  page?: number;
  pageSize?: number;
  signal?: AbortSignal;
}

export async function searchDoctors({
  state,
  q,
  page = 1,
  pageSize = DOCTOR_SEARCH_PAGE_SIZE,
  signal,
}: DoctorSearchParams): Promise<DoctorSearchPage> {
  const { data } = await http.get<DoctorSearchPage>('/doctors/search', {
    params: { state, q, page, pageSize },
    signal,
  });
  return data;
}
