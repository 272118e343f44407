// The surgeons feature's entry: what the rest of mfe-insights may use of it (docs/architecture.md §8).
export { SurgeonView } from './components/surgeon-view';
