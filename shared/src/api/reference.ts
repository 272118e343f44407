import type { DoctorSearchPage, Profile, State, SurgeryType } from '@journeys/shared/rules';
import { DOCTOR_SEARCH_PAGE_SIZE } from '../domain/constants';
import { http } from './http';
import { checked } from './check-response';
import {
  doctorSearchPageSchema,
  profileListSchema,
  stateListSchema,
  surgeryTypeListSchema,
} from '../domain/wire';

export async function fetchStates(): Promise<State[]> {
  const { data } = await http.get<State[]>('/states');
  return process.env.NODE_ENV === 'production' ? data : checked(stateListSchema, data, 'GET /states');
}

export async function fetchSurgeryTypes(): Promise<SurgeryType[]> {
  const { data } = await http.get<SurgeryType[]>('/surgery-types');
  return process.env.NODE_ENV === 'production'
    ? data
    : checked(surgeryTypeListSchema, data, 'GET /surgery-types');
}

export async function fetchRecentUsers(): Promise<Profile[]> {
  const { data } = await http.get<Profile[]>('/users');
  return process.env.NODE_ENV === 'production' ? data : checked(profileListSchema, data, 'GET /users');
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
  return process.env.NODE_ENV === 'production'
    ? data
    : checked(doctorSearchPageSchema, data, 'GET /doctors/search');
}
