// The module map (docs/architecture.md §2): every front-end module, where it lives, what it exposes
// and which routes or slots of the composed site it fills. The one place a remote is declared:
// the Rspack configs, `npm run dev`/`npm start`, remotes.json, the shell's routes and page
// hints, the lint zones, the size budgets, the browser tests and the README's module table are
// derived from it. Plain JavaScript, so Node scripts, eslint.config.mjs, Rspack configs and the
// browser all import it; `@type {const}` gives TypeScript the literal names and ids.
import { routePatterns } from './paths.mjs';

/** The host: its folder, federation name, port and page title. */
export const SHELL = /** @type {const} */ ({
  name: 'shell',
  folder: 'shell',
  port: 3000,
  title: 'Surgery Journeys — track, share, inspire',
});

export const API_PORT = 4000;

/**
 * Gzip KB of all the JavaScript a page makes the browser fetch until it is idle (e2e/bench/sizes.ts).
 * /surgeries was 170 until three features each paid a little on it, measured: each card's Share
 * button (0.15 KB: the Web Share and clipboard calls and their words, no library), the media
 * remote's gallery slot wired through the shell and the feed (0.2 KB; the strip is a lazy chunk of
 * the feed, the remote itself fetched only when a reader is about to open a photo) and the real-user measurements' early part in the shell's
 * entry (0.1 KB; the reporter loads after the page is idle). The feed with ten cards of photos
 * is held to the /surgeries budget too (e2e/bench/photo-cards.ts): the card draws the thumbnails
 * itself and fetches the media remote only when a reader is about to open a photo
 * (docs/architecture.md §2). The installable app took it to 172, measured 167.6 → 168.8 (Spanish
 * 170.4 → 171.6): the service worker's page-side parts (registration, the offline line, its
 * messages, clearing saved copies at log-out: 0.9 KB, `npm run bench`), which offline reading
 * cannot do without, and 0.3 KB of words and routes every page now holds (the offline message of
 * a failed call, push's error code, the app shortcut's route).
 */
export const PAGE_BUDGETS_KB = /** @type {const} */ ({ '/': 130, '/surgeries': 172 });

/**
 * Every remote, keyed by its federation name. Each exposed module fills either routes (pages in
 * the shell's layout; `members: true` pages send visitors away, to the landing page when
 * `visitors: 'landing'`, otherwise to the feed with the login prompt; `moderators: true` pages
 * show every other member the 404 page; `journeys: true` pages show members' journeys or
 * figures drawn from them and carry the one-line medical disclaimer) or a slot (`in` another
 * exposed module, the `header`, or the `root` of every page; `when` set: fetched only once the
 * host shows it — `prompted` by the event bus, `shown` by the host's content — never preloaded
 * with the page). `label` names the area in its
 * fallback ('… is unavailable right now.'); `budgetKb` is the gzip size of the remote's initial
 * chunk (remoteEntry.js plus the synchronous JavaScript of its largest exposed module; no page
 * loads two of a remote's exposed modules at first).
 * `npm run new:remote -- <name>` adds an entry above the marker line at the end.
 */
export const REMOTE_MAP = /** @type {const} */ ({
  feed: {
    folder: 'mfe-feed',
    port: 3001,
    title: 'Feed',
    budgetKb: 50,
    exposes: {
      Feed: {
        file: './src/exposes/feed.tsx',
        label: 'The feed',
        routes: [{ path: routePatterns.feed, members: false, journeys: true }],
      },
    },
  },
  wizard: {
    folder: 'mfe-wizard',
    port: 3002,
    title: 'Wizard',
    budgetKb: 50,
    exposes: {
      SurgeryWizard: {
        file: './src/exposes/surgery-wizard.tsx',
        label: 'The surgery form',
        routes: [
          { path: routePatterns.createReview, members: true },
          { path: routePatterns.editReview, members: true },
        ],
      },
      UpdateWizard: {
        file: './src/exposes/update-wizard.tsx',
        label: 'The update form',
        routes: [
          { path: routePatterns.addUpdate, members: true },
          { path: routePatterns.editUpdate, members: true },
        ],
      },
    },
  },
  comments: {
    folder: 'mfe-comments',
    port: 3003,
    title: 'Comments',
    budgetKb: 50,
    exposes: {
      Comments: {
        file: './src/exposes/comments.tsx',
        label: 'Comments',
        // The thread: a feed card draws its 'Comments (n)' toggle itself and fetches this only when
        // a reader points at, focuses or opens it, or follows a link to one of its comments.
        slot: { in: 'feed/Feed', as: 'CommentsSlot', when: 'prompted' },
      },
    },
  },
  notifications: {
    folder: 'mfe-notifications',
    port: 3004,
    title: 'Notifications',
    budgetKb: 50,
    exposes: {
      NotificationsPage: {
        file: './src/exposes/notifications-page.tsx',
        label: 'Notifications',
        routes: [{ path: routePatterns.notifications, members: true, visitors: 'landing' }],
      },
      NotificationBell: {
        file: './src/exposes/notification-bell.tsx',
        label: 'Notifications',
        slot: { in: 'header', members: true },
      },
    },
  },
  auth: {
    folder: 'mfe-auth',
    port: 3005,
    title: 'Auth',
    budgetKb: 50,
    exposes: {
      AuthModals: {
        file: './src/exposes/auth-modals.tsx',
        label: 'Login',
        slot: { in: 'root', when: 'prompted' },
      },
      VerifyEmailPage: {
        file: './src/exposes/verify-email-page.tsx',
        label: 'Email verification',
        routes: [{ path: routePatterns.verifyEmail, members: false }],
      },
      ResetPasswordPage: {
        file: './src/exposes/reset-password-page.tsx',
        label: 'Password reset',
        routes: [{ path: routePatterns.resetPassword, members: false }],
      },
      ConfirmEmailPage: {
        file: './src/exposes/confirm-email-page.tsx',
        label: 'Email confirmation',
        routes: [{ path: routePatterns.confirmEmail, members: false }],
      },
      FacebookDeletionPage: {
        file: './src/exposes/facebook-deletion-page.tsx',
        label: 'Facebook data deletion',
        routes: [{ path: routePatterns.facebookDeletion, members: false }],
      },
      AccountPage: {
        file: './src/exposes/account-page.tsx',
        label: 'Your account',
        routes: [{ path: routePatterns.account, members: true, visitors: 'landing' }],
      },
      UnsubscribePage: {
        file: './src/exposes/unsubscribe-page.tsx',
        label: 'Unsubscribe',
        routes: [{ path: routePatterns.unsubscribe, members: false }],
      },
    },
  },
  insights: {
    folder: 'mfe-insights',
    port: 3006,
    title: 'Insights',
    budgetKb: 50,
    exposes: {
      ProceduresPage: {
        file: './src/exposes/procedures-page.tsx',
        label: 'Recovery by procedure',
        routes: [{ path: routePatterns.procedures, members: false, journeys: true }],
      },
      ProcedurePage: {
        file: './src/exposes/procedure-page.tsx',
        label: 'The procedure page',
        routes: [{ path: routePatterns.procedure, members: false, journeys: true }],
      },
      SurgeonPage: {
        file: './src/exposes/surgeon-page.tsx',
        label: 'The surgeon page',
        routes: [{ path: routePatterns.surgeon, members: false, journeys: true }],
      },
    },
  },
  moderation: {
    folder: 'mfe-moderation',
    port: 3007,
    title: 'Moderation',
    budgetKb: 50,
    exposes: {
      ModerationPage: {
        file: './src/exposes/moderation-page.tsx',
        label: 'Moderation',
        routes: [{ path: routePatterns.moderation, members: true, moderators: true }],
      },
      CommunityRulesPage: {
        file: './src/exposes/community-rules-page.tsx',
        label: 'Community rules',
        routes: [{ path: routePatterns.communityRules, members: false }],
      },
    },
  },
  media: {
    folder: 'mfe-media',
    port: 3008,
    title: 'Media',
    budgetKb: 50,
    exposes: {
      PhotoPicker: {
        file: './src/exposes/picker.tsx',
        label: 'Photos',
        slot: { in: 'wizard/UpdateWizard', as: 'PhotoPickerSlot' },
      },
      PhotoGallery: {
        file: './src/exposes/gallery.tsx',
        label: 'Photos',
        // The photo dialogs: a feed card draws the thumbnails itself and fetches this only when a
        // reader points at or focuses a thumbnail or 'Compare', at the latest on the first open.
        slot: { in: 'feed/Feed', as: 'PhotoGallerySlot', when: 'prompted' },
      },
    },
  },
  help: {
    folder: 'mfe-help',
    port: 3009,
    title: 'Help calendar',
    budgetKb: 50,
    exposes: {
      // Visitors and members outside a calendar see the 404 page there (the API answers 404), not
      // the login prompt: a calendar's address must not even confirm that it exists.
      HelpPage: {
        file: './src/exposes/help-page.tsx',
        label: 'The help calendar',
        routes: [
          { path: routePatterns.help, members: true, visitors: 'landing' },
          { path: routePatterns.helpCalendar, members: false },
          { path: routePatterns.helpInvite, members: false },
        ],
      },
    },
  },
  // new:remote adds entries above this line.
});

// ---- Derived views. Everything below reads REMOTE_MAP; nothing here names a remote. ----

/** @typedef {keyof typeof REMOTE_MAP} RemoteName */
/** @typedef {{ path: string, members: boolean, visitors?: 'landing', moderators?: boolean, journeys?: boolean }} PageRoute */
/** @typedef {{ in: string, as?: string, members?: boolean, when?: 'prompted' | 'shown' }} Slot */
/** @typedef {{ file: string, label: string, routes?: readonly PageRoute[], slot?: Slot }} Expose */

/** @type {RemoteName[]} */
export const REMOTE_NAMES = /** @type {RemoteName[]} */ (Object.keys(REMOTE_MAP));

/**
 * @param {RemoteName} name
 * @returns {Record<string, Expose>}
 */
const exposesOf = (name) => REMOTE_MAP[name].exposes;

/** The shell and every remote, shell first: what `npm run dev`, `npm start` and the browser tests serve. */
export const FRONTEND_MODULES = [
  { name: SHELL.name, folder: SHELL.folder, port: SHELL.port },
  ...REMOTE_NAMES.map((name) => ({ name, folder: REMOTE_MAP[name].folder, port: REMOTE_MAP[name].port })),
];

/**
 * What a module's Rspack config needs, looked up by its folder: federation name, dev port,
 * standalone page title and Module Federation `exposes` ('./Feed' → './src/exposes/feed.tsx').
 * @param {string} folder e.g. 'mfe-feed'
 * @returns {{ name: string, port: number, title: string, exposes: Record<string, string> }}
 */
export function moduleConfigFor(folder) {
  if (folder === SHELL.folder) return { name: SHELL.name, port: SHELL.port, title: SHELL.title, exposes: {} };
  const name = REMOTE_NAMES.find((n) => REMOTE_MAP[n].folder === folder);
  if (!name) throw new Error(`'${folder}' is not in the module map (shared/src/contracts/module-map.mjs)`);
  const exposes = Object.fromEntries(
    Object.entries(exposesOf(name)).map(([key, expose]) => [`./${key}`, expose.file]),
  );
  return {
    name,
    port: REMOTE_MAP[name].port,
    title: `Surgery Journeys — ${REMOTE_MAP[name].title} (standalone)`,
    exposes,
  };
}

/**
 * The remotes.json a local build serves (`npm run dev`, `npm start`, the browser tests): every
 * remote on its own port of `host`. Deployments replace the file.
 * @param {{ host?: string }} [options]
 */
export function localRemotesConfig({ host = 'localhost' } = {}) {
  return {
    apiUrl: `http://${host}:${API_PORT}`,
    remotes: Object.fromEntries(
      REMOTE_NAMES.map((name) => [name, `http://${host}:${REMOTE_MAP[name].port}/remoteEntry.js`]),
    ),
  };
}

/**
 * Every page a remote fills, in map order: its remote id ('feed/Feed'), path pattern,
 * who may see it and the fallback label of its area.
 * @returns {{ id: string, path: string, members: boolean, visitors?: 'landing', moderators?: boolean, journeys?: boolean, label: string }[]}
 */
export function pageRoutes() {
  return REMOTE_NAMES.flatMap((name) =>
    Object.entries(exposesOf(name)).flatMap(([key, expose]) =>
      (expose.routes ?? []).map((route) => ({ id: `${name}/${key}`, label: expose.label, ...route })),
    ),
  );
}

/**
 * Every slot a remote fills: its id and where it sits (`in` an exposed module's id, the
 * `header` or the `root` of every page).
 * @returns {{ id: string, label: string, in: string, as?: string, members?: boolean, when?: 'prompted' | 'shown' }[]}
 */
export function slots() {
  return REMOTE_NAMES.flatMap((name) =>
    Object.entries(exposesOf(name)).flatMap(([key, expose]) =>
      expose.slot ? [{ id: `${name}/${key}`, label: expose.label, ...expose.slot }] : [],
    ),
  );
}

/** Pages are matched by the route table's matcher (paths.mjs), as the shell's router matches them. */
export { matchPath } from './paths.mjs';
