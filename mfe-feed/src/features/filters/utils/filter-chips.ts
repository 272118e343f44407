import { currentLanguage, type Language } from '@journeys/shared/i18n';
import {
  stateName,
  stripMdSuffix,
  WORTH_IT_OF_FILTER,
  worthItLabel,
  type Review,
  type State,
  type SurgeryType,
} from '@journeys/shared/rules';
import { FEED_FILTER_CHIPS } from '@journeys/shared/feed-filters';
import type { FeedFilters, FilterName } from '../hooks/use-feed-filters';
import { t as catalog, type T } from '../../../messages';
import { pickedSurgeonName } from './picked-surgeons';

export interface FilterChip {
  name: FilterName;
  /** What the chip shows, and its remove button's name after 'Remove filter: '. */
  text: string;
}

export interface ChipNames {
  surgeryTypes: readonly SurgeryType[];
  states: readonly State[];
  /** The cards on screen: they name the surgeon and the member the address gives by number. */
  reviews: readonly Review[];
  language: Language;
}

function surgeonName(npi: string, reviews: readonly Review[]): string | undefined {
  const name = pickedSurgeonName(npi) ?? reviews.find((r) => r.surgeon.npi === npi)?.surgeon.name;
  return name && stripMdSuffix(name);
}

type Namer = (value: never, names: ChipNames) => string | undefined;

/** The names the feed knows for a filter's values; a filter without one shows its descriptor's chip. */
const NAMERS: {
  [K in FilterName]?: (value: Required<FeedFilters>[K], names: ChipNames) => string | undefined;
} = {
  procedure: (id, { surgeryTypes }) => surgeryTypes.find((t) => t.id === id)?.name,
  state: (id, { states, language }) => {
    const name = states.find((s) => s.id === id)?.name;
    return name && stateName(name, language);
  },
  surgeon: (npi, { reviews }) => surgeonName(npi, reviews),
  user: (id, { reviews }) => reviews.find((r) => r.patient?.id === id)?.patient?.username,
  worthIt: (value, { language }) => worthItLabel(WORTH_IT_OF_FILTER[value], language),
};

/**
 * One chip per active filter, in FILTER_NAMES order. The text is the value as a reader knows it:
 * the procedure's or state's name, the surgeon's name (MD stripped), the member's username, the
 * answer a 'Worth it' value lists ('Not sure yet'); until a name is known, and for the search text
 * (in straight double quotes), the filter's own chip (FEED_FILTERS: 'Procedure 12',
 * 'NPI 1234567893', 'Member 12', 'Surgery 7').
 */
export function filterChips(
  filters: FeedFilters,
  lists: Omit<ChipNames, 'language'>,
  t: T = catalog,
  language: Language = currentLanguage(),
): FilterChip[] {
  const names = { ...lists, language };
  return FEED_FILTER_CHIPS.flatMap((filter) => {
    const value = filters[filter.name];
    if (value == null) return [];
    const named = (NAMERS[filter.name] as Namer | undefined)?.(value as never, names);
    return [{ name: filter.name, text: named ?? t('chip', { f: filter.name, v: value }) }];
  });
}
