import { http } from '@journeys/shared/api';
import type { ReportPayload } from '../domain/schemas';
import { checked } from '../api/check-response';
import { messageSchema } from '../domain/wire';

/** POST /reports: one open report per member per item; the answer is "Reported — thank you". */
export async function postReport(payload: ReportPayload): Promise<{ message: string }> {
  const { data } = await http.post<{ message: string }>('/reports', payload);
  return process.env.NODE_ENV === 'production' ? data : checked(messageSchema, data, 'POST /reports');
}
