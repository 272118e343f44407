/**
 * '1 journey', '42 journeys', '1,000+ journeys': how many surgeries match the feed's filters. A
 * text search counts up to a cap; past it the API flags `total` as a lower bound.
 */
export function journeysCount(total: number, lowerBound = false): string {
  const count = `${total.toLocaleString('en-US')}${lowerBound ? '+' : ''}`;
  return `${count} ${total === 1 && !lowerBound ? 'journey' : 'journeys'}`;
}
