/** schema.org JSON-LD as the public page's wire field holds it. */
import type { Thing, WithContext } from 'schema-dts';

/**
 * The typed document as the plain object the page summary carries. schema-dts types are closed
 * (no index signature), so TypeScript needs the step through unknown; the value is unchanged.
 */
export function jsonLd<T extends Thing>(document: WithContext<T>): Record<string, unknown> {
  return document as unknown as Record<string, unknown>;
}
