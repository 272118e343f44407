import { comparisonSentence, comparisonWords } from '../src/features/surgeons/utils/comparison-words';
import { labelLines } from '../src/features/procedures/utils/curve-geometry';
import { curveSummary } from '../src/features/procedures/utils/summaries';
import { kneeInsights } from '../src/fixtures/insights-fixtures';

describe('comparison words', () => {
  it('says within, above or below the expected range, and nothing else', () => {
    expect(comparisonWords('within')).toBe('Within the expected range');
    expect(comparisonWords('above')).toBe('Above the expected range');
    expect(comparisonWords('below')).toBe('Below the expected range');
    expect(comparisonWords(null)).toBe('Not compared');
  });
});

describe('curve summary', () => {
  it('reads a median between two levels as the higher one or better', () => {
    const [, , , threeToSix] = kneeInsights.curve;
    expect(curveSummary(threeToSix ? [threeToSix] : [])).toBe(
      'At 3–6 months, half the members report at least moderately better than before surgery.',
    );
  });

  it('says the top level without "at least"', () => {
    expect(curveSummary([{ period: '12m+', journeys: 20, q1: 6, median: 7, q3: 7, suppressed: false }])).toBe(
      'After more than a year, half the members report significantly better than before surgery.',
    );
  });
});

describe('period labels on two lines', () => {
  it('breaks after the dash that joins two phrases, else at the last space', () => {
    expect(labelLines('6 weeks–3 months')).toEqual(['6 weeks–', '3 months']);
    expect(labelLines('0–2 weeks')).toEqual(['0–2', 'weeks']);
    expect(labelLines('Over a year')).toEqual(['Over a', 'year']);
  });
});

describe('comparison sentence', () => {
  it('puts both comparisons in words, and nothing when neither was made', () => {
    expect(comparisonSentence('above', 'within')).toBe(
      'Against all surgeons: average stars above the expected range; better than before within the expected range.',
    );
    expect(comparisonSentence(null, 'below')).toBe(
      'Against all surgeons: better than before below the expected range.',
    );
    expect(comparisonSentence(null, null)).toBeNull();
  });
});
