import { screen } from '@testing-library/react';
import { fakeApiPerTest, makeReview } from '@journeys/shared/testing';
import { journeysCount } from '../src/features/feed/utils/journeys-count';
import { renderFeed } from './helpers';

const api = fakeApiPerTest();

beforeEach(() => {
  api.on('GET /surgery-types', { status: 200, body: [] });
  api.on('GET /states', { status: 200, body: [] });
});

describe('the number of matching journeys', () => {
  it('reads exact counts with grouping, and a search past its cap as a lower bound', () => {
    expect(journeysCount(0)).toBe('0 journeys');
    expect(journeysCount(1)).toBe('1 journey');
    expect(journeysCount(1234)).toBe('1,234 journeys');
    expect(journeysCount(1000, true)).toBe('1,000+ journeys');
    expect(journeysCount(1, true)).toBe('1+ journeys');
  });

  it('shows "1,000+ journeys" when the API flags its total as a lower bound', async () => {
    api.on('GET /reviews', {
      status: 200,
      body: { reviews: [makeReview()], nextCursor: 'next', total: 1000, totalIsLowerBound: true },
    });
    renderFeed('/surgeries?q=physio');
    expect(await screen.findByText('1,000+ journeys')).toBeInTheDocument();
  });

  it('shows the exact total when it is not a lower bound', async () => {
    api.on('GET /reviews', {
      status: 200,
      body: { reviews: [makeReview()], nextCursor: 'next', total: 1000, totalIsLowerBound: false },
    });
    renderFeed('/surgeries?q=physio');
    expect(await screen.findByText('1,000 journeys')).toBeInTheDocument();
  });
});
