// The procedures feature's entry: what the rest of mfe-insights may use of it (docs/architecture.md §8).
export { ProcedureView } from './components/procedure-view';
export { ProceduresPage } from './components/procedures-page';
