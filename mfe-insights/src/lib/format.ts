import { currentLanguage, formatPercent, type Language } from '@journeys/shared/i18n';
import { localeOf } from '@journeys/shared/languages';
import { decimal as decimalText, symptomLevel } from '@journeys/shared/rules';
import { t as catalogT, type T } from '../messages';

/** 0.624 → '62%' ('62%' in Spanish as in the United States): whole percents, rounded as the API's pages round. */
export function percent(share: number, language: Language = currentLanguage()): string {
  return formatPercent(Math.round(share * 100) / 100, language);
}

/** Whole numbers as they are, anything else to one decimal: 5 → '5', 5.25 → '5.3', in the language's digits. */
export function decimal(value: number, language: Language = currentLanguage()): string {
  const text = decimalText(value);
  if (language === 'en') return text;
  const digits = text.includes('.') ? 1 : 0;
  return new Intl.NumberFormat(localeOf(language), {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(Number(text));
}

const money = new Map<Language, Intl.NumberFormat>();

/**
 * An amount of US dollars in whole dollars, as the language writes money: 2500 → '$2,500'. A
 * median or quartile may fall between two amounts (1250.5); a cent of it tells a reader nothing.
 */
export function dollars(value: number, language: Language = currentLanguage()): string {
  let format = money.get(language);
  if (!format) {
    format = new Intl.NumberFormat(localeOf(language), {
      style: 'currency',
      currency: 'USD',
      // Both bounds: an engine that defaults the minimum to the currency's 2 refuses a maximum of 0.
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    });
    money.set(language, format);
  }
  return format.format(Math.round(value));
}

const LEVELS = ['level1', 'level2', 'level3', 'level4', 'level5', 'level6', 'level7'] as const;

/** A symptom level (1–7) in the few words a chart has room for: 5 → 'Mildly better'. */
export function shortSymptomLabel(value: number, t: T = catalogT): string {
  const key = Number.isInteger(value) ? LEVELS[value - 1] : undefined;
  return key ? t(key) : String(value);
}

/** A symptom level as a sentence says it: 5 → 'mildly better than before surgery'. */
export function feeling(value: number, language: Language = currentLanguage()): string {
  return (symptomLevel(value, language)?.label ?? String(value)).toLowerCase();
}

/**
 * A symptom figure (1–7, a median may fall between two levels) in words:
 * 5 → '5 (Mildly better)', 5.5 → '5.5 (between Mildly better and Moderately better)'.
 */
export function symptomFigure(
  value: number,
  t: T = catalogT,
  language: Language = currentLanguage(),
): string {
  if (Number.isInteger(value)) return t('levelFigure', { value, level: shortSymptomLabel(value, t) });
  const below = Math.floor(value);
  return t('betweenFigure', {
    value: decimal(value, language),
    low: shortSymptomLabel(below, t),
    high: shortSymptomLabel(below + 1, t),
  });
}
