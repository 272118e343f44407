import { paths } from '@journeys/shared/contracts';
import { FEED_FILTERS, type FeedFilterKindValue, type FeedFilterName } from '@journeys/shared/feed-filters';
import { readFeedParams } from '../src/features/filters/hooks/use-feed-filters';
import { filterChips } from '../src/features/filters/utils/filter-chips';

/** A value each kind of filter accepts. */
const SAMPLE = {
  id: 42,
  npi: '1234567893',
  text: 'knee pain',
  worthIt: 'not_yet',
} satisfies FeedFilterKindValue;

/** The chips a name is always known for: a 'Worth it' value reads as the answer it lists. */
const ALWAYS_NAMED: Partial<Record<FeedFilterName, string>> = { worthIt: 'Not sure yet' };

const NO_NAMES = { surgeryTypes: [], states: [], reviews: [] };

describe.each(FEED_FILTERS.map((filter) => [filter.name, filter] as const))(
  'the feed filter %s, declared once',
  (name, filter) => {
    const value = SAMPLE[filter.kind];
    const params = readFeedParams(new URL(paths.feed({ [name]: value }), 'http://x').searchParams);

    it('counts in Clear Filters (n)', () => {
      expect(params).toMatchObject({ [name]: value, activeFilters: 1 });
    });

    it('shows as a chip, by its declared text until a name is known', () => {
      expect(filterChips(params, NO_NAMES)).toEqual([
        { name, text: ALWAYS_NAMED[name] ?? filter.chip(value) },
      ]);
    });
  },
);
