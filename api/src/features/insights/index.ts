// The insights feature: recovery figures per procedure and per surgeon, and on-track summaries.
// Public entry: app.ts and other folders import this feature only from here (docs/architecture.md).
export { insightsRoutes } from './insights-routes';
export { periodCase } from './sql';
