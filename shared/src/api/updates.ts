import type { NewUpdateWithPhotos, Update, UpdateWithPhotos } from '@journeys/shared/rules';
import { http } from './http';
import { postOnce } from './idempotency-key';
import { checked } from './check-response';
import { updateSchema } from '../domain/wire';

export async function createUpdate(payload: NewUpdateWithPhotos): Promise<Update> {
  const data = await postOnce<Update>('/review/update', payload);
  return process.env.NODE_ENV === 'production' ? data : checked(updateSchema, data, 'POST /review/update');
}

export async function fetchUpdate(id: number): Promise<Update> {
  const { data } = await http.get<Update>(`/updates/${id}`);
  return process.env.NODE_ENV === 'production' ? data : checked(updateSchema, data, 'GET /updates/{id}');
}

export async function editUpdate(id: number, fields: UpdateWithPhotos): Promise<Update> {
  const { data } = await http.put<Update>(`/update/${id}`, fields);
  return process.env.NODE_ENV === 'production' ? data : checked(updateSchema, data, 'PUT /update/{id}');
}

export async function deleteUpdate(id: number): Promise<void> {
  await http.delete(`/update/${id}`);
}
