// Recovery insight calls (docs/product.md §7). Not part of the shell's eager
// `@journeys/shared/api` singleton: only the insights remote and the feed's lazy on-track line use
// them, so each bundles its own copy, reaching the one HTTP client through `@journeys/shared/api`.
export * from './insights';
