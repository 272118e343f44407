// The health feature: what the load balancer, the orchestrator and the metrics scraper call
// (GET /ping, /health and /metrics). Public entry: app.ts and the other folders import this feature
// from here only (docs/architecture.md §4).
export { healthRoutes } from './health-routes';
export { metricsRoutes } from './metrics-routes';
