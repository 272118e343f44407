import { readZip } from '@journeys/shared/testing/read-zip';

/** GET /account/export's answer: its files and its data.json, read. */
export function readExport<T>(res: { rawPayload: Buffer }): { files: Map<string, Buffer>; data: T } {
  const files = readZip(res.rawPayload);
  const data = files.get('data.json');
  if (!data) throw new Error('the export has no data.json');
  return { files, data: JSON.parse(data.toString('utf8')) as T };
}
