// The procedures feature's entry: what the rest of mfe-insights may use of it (docs/architecture.md §8).
export { ProcedureView } from './components/procedure-view';
export { ProceduresPage } from './components/procedures-page';
// A surgeon's page shows the same 'Worth it' and cost figures for each of their procedures.
export { CostFigures } from './components/cost-figures';
export { WorthItFigures } from './components/worth-it-figures';
