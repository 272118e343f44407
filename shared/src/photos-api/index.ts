// Photos of updates (docs/product.md §7). Not part of the shell's eager `@journeys/shared/api`
// singleton: the media remote and the feed's thumbnail strip (shared/src/ui/photo-strip.tsx) each
// bundle their own copy, reaching the one HTTP client through `@journeys/shared/api`.
export * from './photos';
export * from './upload-photo';
export * from './use-update-photos';
