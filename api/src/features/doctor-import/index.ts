// The doctor import: the streaming importer of NPPES, CMS Doctors and Clinicians and NPI Registry
// files into `doctors` (surgeons only unless told otherwise), and the US states it checks
// addresses against, which the seed also loads. Public entry: the command line and the other
// folders import this feature from here only (docs/architecture.md §4).
export { importDoctorsFromFile } from './import-doctors';
export type { ImportProgress } from './import-doctors';
export { STATES } from './states';
