// The demo seed: states, surgery types, fixture doctors and the demo members with their journeys
// (docs/operations.md §5). Public entry: the command line and the other folders import this
// feature from here only (docs/architecture.md §4).
export { seed } from './run-seed';
export type { SeedOptions, SeedResult } from './run-seed';
