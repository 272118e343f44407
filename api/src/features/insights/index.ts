// The insights feature: recovery figures per procedure and per surgeon, and on-track summaries. Public
// entry: app.ts and the other folders import this feature from here only (docs/architecture.md §4).
export { insightsRoutes } from './insights-routes';
export { listProcedures, procedureInsights } from './procedures';
export { surgeonInsights } from './surgeons';
