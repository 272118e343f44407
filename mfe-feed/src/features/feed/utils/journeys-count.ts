/** '1 journey', '42 journeys': how many surgeries match the feed's filters. */
export function journeysCount(total: number): string {
  return `${total} ${total === 1 ? 'journey' : 'journeys'}`;
}
