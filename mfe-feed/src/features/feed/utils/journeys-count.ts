import { currentLanguage, formatNumber, type Language } from '@journeys/shared/i18n';
import { t as catalog, type T } from '../../../messages';

/**
 * '1 journey', '42 journeys', '1,000+ journeys': how many surgeries match the feed's filters. A
 * text search counts up to a cap; past it the API flags `total` as a lower bound.
 */
export function journeysCount(
  total: number,
  lowerBound = false,
  t: T = catalog,
  language: Language = currentLanguage(),
): string {
  const n = `${formatNumber(total, language)}${lowerBound ? '+' : ''}`;
  return t('journeys', { n, c: total, more: lowerBound ? 'yes' : 'no' });
}
