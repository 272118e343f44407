import { createTemplates } from './database-templates';

export default createTemplates;
