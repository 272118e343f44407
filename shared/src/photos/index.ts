// The pure pieces of an update's photos (docs/product.md §2) that the feed's thumbnail strip and
// the media remote's dialogs both draw with: addresses, srcset, the placeholder. Their words are
// @journeys/shared/photo-words, fetched with the chunks that show them.
// Bundled into each module that imports it, like the other pure entry points.
export * from './photo-sources';
export * from './compare-photos';
export * from './strip-shape';
