import { createModuleConfig } from '@journeys/shared/build/rspack-config.mjs';

// Name, port, exposed modules and page title come from the module map (docs/architecture.md §2).
export default createModuleConfig({ dir: import.meta.dirname });
