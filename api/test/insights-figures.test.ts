/** The arithmetic of the insight pages, against values worked out by hand (z = 1.96). */
import {
  compare,
  meanStars,
  proportion,
  starsInterval,
  surgeonDisplayName,
  wilsonInterval,
} from '../src/features/insights/figures';

describe('insights figures', () => {
  it('computes the Wilson interval, which stays inside 0–1 at the extremes', () => {
    const { low, high } = wilsonInterval(7, 11);
    expect(low).toBeCloseTo(0.3538, 4);
    expect(high).toBeCloseTo(0.8483, 4);
    expect(wilsonInterval(0, 11).low).toBeCloseTo(0, 10);
    expect(wilsonInterval(0, 11).high).toBeCloseTo(0.2588, 4);
    expect(wilsonInterval(11, 11).high).toBeCloseTo(1, 10);
    expect(wilsonInterval(11, 11).low).toBeCloseTo(0.7412, 4);
  });

  it('suppresses a proportion at 10 journeys and shows it at 11', () => {
    expect(proportion(7, 10)).toEqual({
      journeys: null,
      share: null,
      low: null,
      high: null,
      suppressed: true,
    });
    expect(proportion(7, 11)).toEqual({
      journeys: 11,
      share: 0.6364,
      low: 0.3538,
      high: 0.8483,
      suppressed: false,
    });
  });

  it('gives stars mean ± 1.96·sd/√n clamped to 1–5, suppressed under 11 ratings', () => {
    const { low, high } = starsInterval(3.6364, 1.3618, 11);
    expect(low).toBeCloseTo(2.8316, 3);
    expect(high).toBeCloseTo(4.4411, 3);
    expect(starsInterval(4.8, 1, 11).high).toBe(5);
    expect(starsInterval(1.1, 1, 11).low).toBe(1);
    expect(meanStars(4, 1, 10).suppressed).toBe(true);
    expect(meanStars(4, 1, 10).mean).toBeNull();
    expect(meanStars(4, 0, 11)).toEqual({ journeys: 11, mean: 4, low: 4, high: 4, suppressed: false });
  });

  it('says above or below only when the interval excludes the overall figure', () => {
    const shown = { low: 0.35, high: 0.85, suppressed: false };
    expect(compare(shown, 0.32)).toBe('above');
    expect(compare(shown, 0.9)).toBe('below');
    expect(compare(shown, 0.35)).toBe('within');
    expect(compare(shown, null)).toBeNull();
    expect(compare({ low: null, high: null, suppressed: true }, 0.5)).toBeNull();
  });

  it('strips a trailing MD from the surgeon name', () => {
    expect(surgeonDisplayName('JANE Q DOE, MD')).toBe('JANE Q DOE');
    expect(surgeonDisplayName('John Smith MD')).toBe('John Smith');
    expect(surgeonDisplayName('Amy Lee, M.D.')).toBe('Amy Lee');
    expect(surgeonDisplayName('Ahmed Patel, DO')).toBe('Ahmed Patel, DO');
    expect(surgeonDisplayName('AHMED')).toBe('AHMED');
  });
});
