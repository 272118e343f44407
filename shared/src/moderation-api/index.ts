// Trust and safety calls. Not part of the shell's eager `@journeys/shared/api` singleton:
// the report dialog (a lazy chunk of the feed and the comments) and the moderation remote bundle
// their own copy, reaching the one HTTP client through `@journeys/shared/api`.
export * from './reports';
export * from './moderation';
