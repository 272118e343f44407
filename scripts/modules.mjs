// The modules of the composed site and their ports, from the module map (docs/architecture.md §2).
import { API_PORT, FRONTEND_MODULES as MODULES } from '@journeys/shared/module-map';

/** The shell first, then every remote: `{ dir, port, name }`. */
export const FRONTEND_MODULES = MODULES.map(({ folder, port, name }) => ({ dir: folder, port, name }));
export { API_PORT };
