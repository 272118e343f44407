import { usePageTitle } from '../../../lib/use-page-title';
import styles from './community-rules-page.module.css';

/**
 * What the one-line disclaimer on every page of journeys links to: what the stories are,
 * what is not allowed, how reporting works and what moderators do.
 */
export function CommunityRulesPage() {
  usePageTitle('Community rules');

  return (
    <article className={styles.page} aria-labelledby="community-rules">
      <h1 id="community-rules">Community rules</h1>
      <p>
        Surgery Journeys is a place to share how your recovery really went. Every story and every figure here
        comes from members&apos; personal experiences. <strong>None of it is medical advice:</strong> your
        surgeon and care team know your case; ask them before changing anything in your care.
      </p>

      <h2>Not allowed</h2>
      <ul>
        <li>Spam, advertising and links that sell something.</li>
        <li>Harassment, insults or threats towards anyone.</li>
        <li>
          Medical misinformation: presenting claims as facts that could harm someone who follows them, or
          telling others to stop or change a treatment.
        </li>
        <li>Private information: names, addresses, phone numbers or records of anyone but yourself.</li>
        <li>Pretending to be someone else.</li>
      </ul>

      <h2>How reporting works</h2>
      <p>
        If something breaks these rules, open its <strong>More actions</strong> menu (⋯) and choose{' '}
        <strong>Report</strong>, pick a reason and, if you like, add a note. Only moderators see reports; the
        author is never told who reported them. You can report each item once.
      </p>

      <h2>What moderators do</h2>
      <p>
        Moderators are members of the community entrusted with these rules. They read each report and may
        dismiss it, hide the content (others then see &ldquo;Hidden by moderators&rdquo;; the author still
        sees it, with the reason), restore it, or suspend an account for 1, 7 or 30 days. A suspended member
        can still read and delete their own posts but cannot post or comment. Every action is recorded with
        its reason, and the author is told by notification.
      </p>
      <p>
        Posts with links from accounts younger than a day are checked by a moderator before others see them:
        that stops most spam before it reaches anyone.
      </p>
    </article>
  );
}
