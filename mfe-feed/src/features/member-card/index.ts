// The member-card feature's entry: what the rest of mfe-feed may use of it (docs/architecture.md §8).
export { DeletedMember } from './components/deleted-member';
export { MemberHoverCard } from './components/member-hover-card';
