/**
 * The standalone page's fixture data: answers the moderation calls from ../fixtures as the API
 * would (served by the shared frame's serveFixtures), so QA sees every display case and can take
 * every action without a database or a moderator account. Actions change the tab's copy only.
 */
import type { ModerationItem } from '@journeys/shared/rules';
import type { FixtureAnswer as Answer } from '@journeys/shared/ui/standalone-frame';
import { ITEMS, QUEUE, notFoundBody } from '../fixtures/moderation-fixtures';

const items = new Map(ITEMS.map((item) => [`${item.itemType}/${item.itemId}`, structuredClone(item)]));
let auditId = 100;

const badRequest = (message: string): Answer => ({
  status: 400,
  body: { statusCode: 400, error: 'Bad Request', code: 'VALIDATION_FAILED', message },
});

function act(item: ModerationItem, body: { action?: string; reason?: string; days?: number }): Answer {
  const reason = body.reason?.trim() ?? '';
  if (!reason) return badRequest('Give a reason');
  const now = new Date().toISOString();
  if (body.action === 'hide') item.status = 'hidden';
  else if (body.action === 'restore' || body.action === 'approve') item.status = 'visible';
  else if (body.action === 'dismiss') item.reports = [];
  else if (body.action === 'suspend' && body.days) {
    item.author.suspendedUntil = new Date(Date.now() + body.days * 86_400_000).toISOString();
  } else return badRequest('Choose an action');
  const action = body.action as ModerationItem['audit'][number]['action'];
  item.audit.unshift({ id: ++auditId, action, reason, moderator: 'you (fixtures)', createdAt: now });
  return { status: 200, body: item };
}

export function answerFromFixtures(method: string, path: string, body: unknown): Answer {
  if (method === 'get' && path === '/moderation/queue') {
    const open = QUEUE.items.filter((entry) => {
      const item = items.get(`${entry.itemType}/${entry.itemId}`);
      return item && (item.reports.length > 0 || item.status === 'pending');
    });
    return { status: 200, body: { items: open } };
  }
  const match = /^\/moderation\/items\/(\w+)\/(\d+)(\/actions)?$/.exec(path);
  const item = match && items.get(`${match[1]}/${match[2]}`);
  if (!item) return { status: 404, body: notFoundBody(`No fixture for ${path}`) };
  if (method === 'get' && !match[3]) return { status: 200, body: item };
  if (method === 'post' && match[3]) return act(item, typeof body === 'string' ? JSON.parse(body) : {});
  return { status: 404, body: notFoundBody(`No fixture for ${method.toUpperCase()} ${path}`) };
}
