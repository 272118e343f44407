import type { NewUpdatePayload, Update, UpdateFields } from '@journeys/shared/rules';
import { http } from './http';

export async function createUpdate(payload: NewUpdatePayload): Promise<Update> {
  const { data } = await http.post<Update>('/review/update', payload);
  return data;
}

export async function fetchUpdate(id: number): Promise<Update> {
  const { data } = await http.get<Update>(`/updates/${id}`);
  return data;
}

export async function editUpdate(id: number, fields: UpdateFields): Promise<Update> {
  const { data } = await http.put<Update>(`/update/${id}`, fields);
  return data;
}

export async function deleteUpdate(id: number): Promise<void> {
  await http.delete(`/update/${id}`);
}
