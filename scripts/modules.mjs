// The modules of the composed site and their ports (docs/architecture.md §2).
export const FRONTEND_MODULES = [
  { dir: 'shell', port: 3000, name: 'shell' },
  { dir: 'mfe-feed', port: 3001, name: 'feed' },
  { dir: 'mfe-wizard', port: 3002, name: 'wizard' },
  { dir: 'mfe-comments', port: 3003, name: 'comments' },
  { dir: 'mfe-notifications', port: 3004, name: 'notifications' },
  { dir: 'mfe-auth', port: 3005, name: 'auth' },
];
export const API_PORT = 4000;
