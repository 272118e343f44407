// The doctor-search feature's entry: what the rest of mfe-wizard may use of it (docs/architecture.md §8).
export { DoctorSearch } from './components/doctor-search';
