// Account self-service calls (docs/product.md §7). Not part of the shell's eager
// `@journeys/shared/api` singleton: only the auth remote uses them, so each page that needs them
// bundles its own copy, and they reach the one HTTP client through `@journeys/shared/api`.
export * from './account';
export * from './password';
export * from './email-preferences';
export * from './push-preferences';
