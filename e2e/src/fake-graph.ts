// A local stand-in for Facebook's Graph API `debug_token`, so the API's server-side token check
// runs for real in browser tests. A token 'fb-token-<userId>' is valid for that user.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_FACEBOOK_APP_ID = '424242424242';
export const FAKE_FACEBOOK_APP_SECRET = 'e2e-fake-secret';

export function fakeFacebookToken(userId: string): string {
  return `fb-token-${userId}`;
}

export async function startFakeGraph(): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (!url.pathname.endsWith('/debug_token')) {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"unknown path"}}');
      return;
    }
    const input = url.searchParams.get('input_token') ?? '';
    const match = /^fb-token-(\d+)$/.exec(input);
    const appToken = url.searchParams.get('access_token');
    const appOk = appToken === `${FAKE_FACEBOOK_APP_ID}|${FAKE_FACEBOOK_APP_SECRET}`;
    const data =
      match && appOk
        ? {
            app_id: FAKE_FACEBOOK_APP_ID,
            is_valid: true,
            user_id: match[1],
            type: 'USER',
            scopes: ['public_profile', 'email'],
          }
        : { is_valid: false, error: { message: 'Invalid OAuth access token.' } };
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
