import { reviewsQuery } from '../../domain/schemas';
import { queryKeys } from '../../query/query-keys';
import { FEED_FILTER_CHIPS, FEED_FILTERS, feedQuery, type FeedFilterKindValue } from '../feed-filters.mjs';
import { paths } from '../paths.mjs';
import { feedFilters } from '../url-ids.mjs';

/** A value each kind of filter accepts, as the address and the API read it. */
const SAMPLE = {
  id: 42,
  npi: '1234567893',
  text: 'knee pain',
  worthIt: 'not_yet',
} satisfies FeedFilterKindValue;

/** The query string GET /reviews receives for these values, as the API's schema reads it. */
const apiQuery = (values: Record<string, number | string>) =>
  Object.fromEntries(Object.entries(values).map(([name, value]) => [name, String(value)]));

describe.each(FEED_FILTERS.map((filter) => [filter.name, filter] as const))(
  'the feed filter %s',
  (name, filter) => {
    const value = SAMPLE[filter.kind];

    it('goes through the address and back', () => {
      const link = paths.feed({ [name]: value });
      expect(link).toBe(`/surgeries?${new URLSearchParams({ [name]: String(value) })}`);
      expect(feedFilters(new URL(link, 'http://x').searchParams)).toEqual({ [name]: value });
    });

    it('is a parameter of GET /reviews and reads back as the address gives it', () => {
      expect(feedQuery({ [name]: value })).toEqual({ [name]: value });
      expect(reviewsQuery.parse(apiQuery(feedQuery({ [name]: value })))).toMatchObject({ [name]: value });
    });

    it('tells the feed query key apart', () => {
      const [, , key] = queryKeys.reviews.list({ [name]: value });
      expect(key).toMatchObject({ [name]: value });
      expect(queryKeys.reviews.list({ [name]: value })).not.toEqual(queryKeys.reviews.list({}));
    });

    it('has a chip that shows the value', () => {
      expect(filter.chip(value)).toContain(String(value));
    });
  },
);

describe('the feed filter list', () => {
  it('names each filter once and places each chip once', () => {
    const names = FEED_FILTERS.map((filter) => filter.name);
    expect(new Set(names).size).toBe(names.length);
    expect(FEED_FILTER_CHIPS.map((filter) => filter.name).sort()).toEqual([...names].sort());
    expect(new Set(FEED_FILTERS.map((filter) => filter.chipOrder)).size).toBe(names.length);
  });

  it('sends search text trimmed and leaves blank values out, as the API reads them', () => {
    expect(feedQuery({ q: '  hip ', surgeon: '', state: 3 })).toEqual({ q: 'hip', state: 3 });
    expect(queryKeys.reviews.list({ q: ' ' })).toEqual(queryKeys.reviews.list({}));
  });
});
