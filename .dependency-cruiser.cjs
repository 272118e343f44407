// The import rules of the repository (docs/architecture.md §8), checked by `npm run check:imports`
// with dependency-cruiser over every workspace. Type-only imports count: a cycle of types is still a
// cycle a reader has to untangle.
//
// Layers, lowest first: `shared/` (@journeys/shared); the product (`api/`, `shell/`, each `mfe-*/`,
// `web-server/`, `releases/`); the tools (`scripts/`, `e2e/`). An import never climbs a layer, and a
// product workspace reaches another only by its package name (a dependency in its package.json,
// such as the API's benches on @journeys/web-server), never by a relative path into its folder.
const PRODUCT = '^(api|shell|mfe-[^/]+|web-server|releases)/';

module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      comment:
        'No import cycle, type-only ones included. The comment thread renders its replies with itself: a list of comments renders each comment, which renders the list of its replies.',
      severity: 'error',
      from: { pathNot: '^mfe-comments/src/features/comments/components/comment-(item|list)\\.tsx$' },
      to: { circular: true },
    },
    {
      name: 'shared-is-the-lowest-layer',
      severity: 'error',
      from: { path: '^shared/' },
      to: { path: `${PRODUCT}|^(scripts|e2e)/` },
    },
    {
      name: 'product-never-imports-tools',
      comment: 'Code that runs (and its tests and benches) never reaches into developer or CI tools.',
      severity: 'error',
      from: { path: PRODUCT },
      to: { path: '^(scripts|e2e)/' },
    },
    {
      name: 'a-workspace-reaches-another-by-its-package-name',
      comment:
        'Product workspaces deploy on their own: one uses another through the entry points its package exports, never its files.',
      severity: 'error',
      from: { path: '^(api|shell|mfe-[^/]+|web-server|releases)/' },
      to: { path: PRODUCT, pathNot: '^$1/', dependencyTypesNot: ['aliased-workspace'] },
    },
    {
      name: 'platform-imports-no-feature',
      comment: 'The API plumbing knows no feature: a feature registers what it needs with it.',
      severity: 'error',
      from: { path: '^api/src/platform/' },
      to: { path: '^api/src/features/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|\\.turbo|coverage|\\.release-check)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    // The workspaces import @journeys/shared by its package exports, resolved to its sources.
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.cjs', '.d.mts', '.d.ts'],
    },
    combinedDependencies: true,
  },
};
