// The surgery-wizard feature's entry: what the rest of mfe-wizard may use of it (docs/architecture.md §8).
export { SurgeryWizard } from './components/surgery-wizard';
