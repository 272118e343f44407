/** schema.org JSON-LD as the public page's wire field holds it. */
import type { Thing, WithContext } from 'schema-dts';
import { localeOf, type Language } from '../../platform/i18n';

/**
 * The typed document as the plain object the page summary carries, with `inLanguage` the page's
 * language ('en-US', 'es-US'). schema-dts types are closed (no index signature), so TypeScript
 * needs the step through unknown; the value is otherwise unchanged.
 */
export function jsonLd<T extends Thing>(
  document: WithContext<T>,
  language: Language,
): Record<string, unknown> {
  return { ...(document as unknown as Record<string, unknown>), inLanguage: localeOf(language) };
}
