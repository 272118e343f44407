// Photos of updates (docs/product.md §7). Not part of the shell's eager `@journeys/shared/api`
// singleton: only the media remote uses them, so it bundles its own copy, reaching the one HTTP
// client through `@journeys/shared/api`.
export * from './photos';
export * from './upload-photo';
