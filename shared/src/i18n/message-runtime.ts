/**
 * What compiled catalogs call (shared/build/messages-compile.cjs rewrites their imports to this
 * entry): @messageformat/runtime's plural, number and select helpers and the languages' plural
 * rules. A shared entry, so the page holds one copy instead of one per remote.
 */
export { number, plural, select } from '@messageformat/runtime';
export { en, es } from '@messageformat/runtime/lib/cardinals';
