import type { RoutePageProps } from '@journeys/shared/contracts';
import { CommunityRulesPage as Page } from '../features/rules';

/** The community rules: /community-rules in the composed site, linked from the disclaimer line. */
export default function CommunityRulesPage(_props: RoutePageProps) {
  return <Page />;
}
