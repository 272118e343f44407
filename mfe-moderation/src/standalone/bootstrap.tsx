import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Navigate, Outlet, Route, Routes } from '@journeys/shared/router';
import { paths, routePatterns } from '@journeys/shared/contracts';
import { StandaloneFrame } from '@journeys/shared/ui/standalone-frame';
import '@journeys/shared/styles/tokens.css';
import CommunityRulesPage from '../exposes/community-rules-page';
import ModerationPage from '../exposes/moderation-page';
import {
  HIDDEN_SURGERY,
  PENDING_UPDATE,
  REPORTED_COMMENT,
  REPORTED_MEMBER,
} from '../fixtures/moderation-fixtures';
import { itemKey } from '../features/queue/utils/labels';
import { chosenDataSource } from './data-source';
import { serveFixtures } from './fixture-api';
import styles from './standalone.module.css';

const source = chosenDataSource();
if (source === 'fixtures') serveFixtures();

const open = (item: { itemType: Parameters<typeof itemKey>[0]; itemId: number }) =>
  `${paths.moderation()}?item=${itemKey(item.itemType, item.itemId)}`;

/** Every display case of the fixtures, one link each, for QA. */
const CASES = [
  { to: paths.moderation(), text: 'Queue' },
  { to: open(REPORTED_COMMENT), text: 'Comment reported 3 times' },
  { to: open(HIDDEN_SURGERY), text: 'Hidden surgery with audit log' },
  { to: open(PENDING_UPDATE), text: 'First post with a link' },
  { to: open(REPORTED_MEMBER), text: 'Suspended member' },
  { to: `${paths.moderation()}?item=comment-999`, text: 'Item that is gone' },
  { to: paths.communityRules(), text: 'Community rules' },
];

function Frame() {
  return (
    <StandaloneFrame title="Moderation">
      <nav aria-label="Test pages" className={styles.cases}>
        {source === 'fixtures' ? (
          <>
            <span>Fixture data (</span>
            <a href="?data=live">use the real API as a moderator</a>
            <span>):</span>
            {CASES.map((c) => (
              <Link key={c.to} to={c.to}>
                {c.text}
              </Link>
            ))}
          </>
        ) : (
          <>
            <span>Real API (</span>
            <a href="?data=fixtures">use fixture data</a>
            <span>)</span>
          </>
        )}
      </nav>
      <Outlet />
    </StandaloneFrame>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <BrowserRouter>
      <Routes>
        <Route element={<Frame />}>
          <Route path={routePatterns.moderation} element={<ModerationPage />} />
          <Route path={routePatterns.communityRules} element={<CommunityRulesPage />} />
          <Route path="*" element={<Navigate to={paths.moderation()} replace />} />
        </Route>
      </Routes>
    </BrowserRouter>
  </StrictMode>,
);
