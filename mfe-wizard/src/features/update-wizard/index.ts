// The update-wizard feature's entry: what the rest of mfe-wizard may use of it (docs/architecture.md §8).
export { UpdateWizard } from './components/update-wizard';
