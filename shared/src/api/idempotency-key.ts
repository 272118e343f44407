import { http } from './http';

/**
 * One Idempotency-Key per submission: retrying the same payload (the member pressing Send
 * again after a failure or a timeout) reuses the key, so the API answers with the first result
 * instead of writing twice. Once a submission succeeds its key is forgotten, and the next
 * identical one (a second "Thanks!") is new.
 */
const pendingKeys = new Map<string, string>();

function uuidFromBytes(bytes: Uint8Array): string {
  // RFC 9562 version 4: the version nibble and the variant bits.
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * A random key. randomUUID exists only in secure contexts (https, localhost); a page served over
 * plain http on a LAN address still has getRandomValues, and Math.random is the last resort: a
 * key only has to differ from the member's other keys of the day.
 */
export function newIdempotencyKey(): string {
  const cryptoApi: Partial<Crypto> | undefined = globalThis.crypto;
  if (typeof cryptoApi?.randomUUID === 'function') return cryptoApi.randomUUID();
  if (typeof cryptoApi?.getRandomValues === 'function') {
    return uuidFromBytes(cryptoApi.getRandomValues(new Uint8Array(16)));
  }
  return uuidFromBytes(Uint8Array.from({ length: 16 }, () => Math.floor(Math.random() * 256)));
}

/** POST that creates something, sent with the submission's Idempotency-Key. */
export async function postOnce<T>(url: string, payload: unknown): Promise<T> {
  const submission = `${url} ${JSON.stringify(payload)}`;
  let key = pendingKeys.get(submission);
  if (key === undefined) {
    key = newIdempotencyKey();
    pendingKeys.set(submission, key);
  }
  const { data } = await http.post<T>(url, payload, { headers: { 'Idempotency-Key': key } });
  pendingKeys.delete(submission);
  return data;
}
