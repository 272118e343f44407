import { common, createCatalog } from '@journeys/shared/i18n';
import { EARLIEST_SURGERY_YEAR } from '@journeys/shared/rules';
import english from './messages/en.json';

/** The wizard remote's words (docs/architecture.md §11). */
export const { useT, t } = createCatalog('wizard', english, {
  es: () => import(/* webpackChunkName: "messages-es" */ './messages/es.json'),
});

export type MessageKey = keyof typeof english;

/** The date check's messages: the domain's words (shared/src/domain/dates.ts), in the common catalog. */
export const DATE_CHECK_KEYS = ['dateRequired', 'dateNotReal', 'dateTooEarly', 'dateInFuture'] as const;
export type DateCheckKey = (typeof DATE_CHECK_KEYS)[number];

/** What a check message a field shows is stored as: a key of the wizard's catalog or a date check's. */
export type CheckKey = MessageKey | DateCheckKey;

const isDateCheckKey = (text: string): text is DateCheckKey =>
  (DATE_CHECK_KEYS as readonly string[]).includes(text);

/**
 * The wizard's own checks keep a message as its key, so a language switch re-translates one on
 * screen; any other text (the server's message, already in the page's language) is shown as it is.
 */
export function useMessage(): (text: string | null | undefined) => string | undefined {
  const tr = useT();
  const tc = common.useT();
  return (text) => {
    if (!text) return undefined;
    if (Object.hasOwn(english, text)) return tr(text as MessageKey);
    return isDateCheckKey(text) ? tc(text, { year: EARLIEST_SURGERY_YEAR }) : text;
  };
}
