import type { RoutePageProps } from '@journeys/shared/contracts';
import { ModerationPage as Page } from '../features/queue';

/** The moderators' queue: /moderation in the composed site (moderators only, module map). */
export default function ModerationPage(_props: RoutePageProps) {
  return <Page />;
}
