export {
  applyLanguage,
  currentLanguage,
  onLanguageChange,
  rememberLanguage,
  useLanguage,
} from './language-store';
export {
  createCatalog,
  loadLanguage,
  type Catalog,
  type CatalogLoaders,
  type MessageValues,
  type Translate,
} from './catalog';
export { setMissingMessageReporter } from './missing-messages';
export { richText } from './rich-text';
export { common } from './common';
export * from './formats';
export type { Language } from '@journeys/shared/languages';
