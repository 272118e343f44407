import { dropTemplates } from './database-templates';

export default dropTemplates;
