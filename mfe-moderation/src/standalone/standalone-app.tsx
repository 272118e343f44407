import { Navigate, Outlet, Route, Routes } from '@journeys/shared/router';
import { paths, routePatterns } from '@journeys/shared/contracts';
import { StandaloneFrame, type DataSource } from '@journeys/shared/ui/standalone-frame';
import CommunityRulesPage from '../exposes/community-rules-page';
import ModerationPage from '../exposes/moderation-page';
import {
  HIDDEN_SURGERY,
  PENDING_UPDATE,
  REPORTED_COMMENT,
  REPORTED_MEMBER,
} from '../fixtures/moderation-fixtures';
import { itemKey } from '../features/queue';

const open = (item: { itemType: Parameters<typeof itemKey>[0]; itemId: number }) =>
  `${paths.moderation()}?item=${itemKey(item.itemType, item.itemId)}`;

/** Every display case of the fixtures, one link each, for QA. */
export const CASES = [
  { to: paths.moderation(), text: 'Queue' },
  { to: open(REPORTED_COMMENT), text: 'Comment reported 3 times' },
  { to: open(HIDDEN_SURGERY), text: 'Hidden surgery with audit log' },
  { to: open(PENDING_UPDATE), text: 'First post with a link' },
  { to: open(REPORTED_MEMBER), text: 'Suspended member' },
  { to: `${paths.moderation()}?item=comment-999`, text: 'Item that is gone' },
  { to: paths.communityRules(), text: 'Community rules' },
];

function Frame({ source }: { source: DataSource }) {
  return (
    <StandaloneFrame
      title="Moderation"
      data={{ source, cases: CASES, liveLabel: 'use the real API as a moderator' }}
    >
      <Outlet />
    </StandaloneFrame>
  );
}

/** The standalone page's routes in its frame, on fixture data or the real API as `source` says. */
export function StandaloneApp({ source }: { source: DataSource }) {
  return (
    <Routes>
      <Route element={<Frame source={source} />}>
        <Route path={routePatterns.moderation} element={<ModerationPage />} />
        <Route path={routePatterns.communityRules} element={<CommunityRulesPage />} />
        <Route path="*" element={<Navigate to={paths.moderation()} replace />} />
      </Route>
    </Routes>
  );
}
