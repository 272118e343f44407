// The help calendar's calls (docs/product.md §10). Not part of the shell's eager
// `@journeys/shared/api` singleton: only the help remote makes them, so it bundles its own copy,
// reaching the one HTTP client through `@journeys/shared/api`.
export * from './help';
export * from './help-keys';
