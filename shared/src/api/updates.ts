import type { NewUpdatePayload, Update, UpdateFields } from '@journeys/shared/rules';
import { http } from './http';
import { postOnce } from './idempotency-key';

export function createUpdate(payload: NewUpdatePayload): Promise<Update> {
  return postOnce<Update>('/review/update', payload);
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
