import { common, createCatalog, useLanguage } from '@journeys/shared/i18n';
import { dateCheckMessage, type DateCheckKey } from '@journeys/shared/rules';
import english from './messages/en.json';

/** The wizard remote's words (docs/architecture.md §11). */
export const { useT, t } = createCatalog('wizard', english, {
  es: () => import(/* webpackChunkName: "messages-es" */ './messages/es.json'),
});

export type MessageKey = keyof typeof english;

/** The date check's reasons: the domain's words (shared/src/domain/dates.ts). */
const DATE_CHECK_KEYS: readonly string[] = [
  'dateRequired',
  'dateNotReal',
  'dateTooEarly',
  'dateInFuture',
] satisfies readonly DateCheckKey[];

/** What a check message a field shows is stored as: a key of the wizard's catalog or a date check's. */
export type CheckKey = MessageKey | DateCheckKey;

const isDateCheckKey = (text: string): text is DateCheckKey => DATE_CHECK_KEYS.includes(text);

/**
 * The wizard's own checks keep a message as its key, so a language switch re-translates one on
 * screen; any other text (the server's message, already in the page's language) is shown as it is.
 */
export function useMessage(): (text: string | null | undefined) => string | undefined {
  const tr = useT();
  // The domain's words come with the common catalog's file: this waits for it.
  common.useT();
  const language = useLanguage();
  return (text) => {
    if (!text) return undefined;
    if (Object.hasOwn(english, text)) return tr(text as MessageKey);
    return isDateCheckKey(text) ? dateCheckMessage(text, language) : text;
  };
}
