// Following surgeries (docs/product.md §7). Not part of the shell's eager `@journeys/shared/api`
// singleton: only the feed's lazy Follow button uses them, so it bundles its own copy, reaching the
// one HTTP client through `@journeys/shared/api`.
export * from './follows';
