// The summaries live in the shared rules: the API writes the same sentences into the page's HTML.
export { betterSummary, curveSummary, periodLabel, satisfactionSummary } from '@journeys/shared/rules';
