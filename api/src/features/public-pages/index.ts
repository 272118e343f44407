// The public pages feature: what each public page of the site is about, for the shell's HTML
// server (tags, JSON-LD, words), its preview images and the sitemap. Public entry: app.ts and the
// other folders import this feature from here only (docs/architecture.md §4).
export { publicPageRoutes } from './public-page-routes';
export { previewImageRoutes } from './preview-images';
export { sitemapRoutes } from './sitemap-routes';
