// The rules feature's entry: what the rest of mfe-moderation may use of it (docs/architecture.md §8).
export { CommunityRulesPage } from './components/community-rules-page';
