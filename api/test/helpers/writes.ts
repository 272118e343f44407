/**
 * The writes most suites start from, sent as a client sends them: a creation that is refused fails
 * the test at once; an edit answers as it came, for the test to judge.
 */
import type { Comment, Review, Update } from '@journeys/shared/domain';
import type { FastifyInstance } from 'fastify';
import { reviewBody } from './fixtures';
import { json, type Member, type TestApp } from './test-app';

/** POSTs `payload` to `url` as `author` and answers the created entity; anything but 201 throws. */
async function create<T>(app: FastifyInstance, author: Member, url: string, payload: object): Promise<T> {
  const res = await app.inject({ method: 'POST', url, headers: author.auth, payload });
  if (res.statusCode !== 201) throw new Error(`POST ${url} refused: ${res.statusCode} ${res.body}`);
  return json<T>(res);
}

/** A surgery of `owner` from the fixtures' valid body, with `overrides` on top. */
export function createReview(
  t: TestApp,
  owner: Member,
  overrides: Record<string, unknown> = {},
): Promise<Review> {
  return create<Review>(t.app, owner, '/review', reviewBody(t.fixtures, overrides));
}

/** A comment of `author` on surgery `reviewId`, or a reply to `commentId`. */
export function postComment(
  app: FastifyInstance,
  author: Member,
  reviewId: number,
  text: string,
  commentId?: number,
): Promise<Comment> {
  return create<Comment>(app, author, '/comment', { reviewId, text, commentId });
}

/** An update of `author` on their surgery `reviewId`. */
export function postUpdate(
  app: FastifyInstance,
  author: Member,
  reviewId: number,
  fields: Record<string, unknown>,
): Promise<Update> {
  return create<Update>(app, author, '/review/update', { id: reviewId, ...fields });
}

/** PUT /review as `who`: the fixtures' valid body with `fields` (the surgery's `id` among them) on top. */
export function editReview(t: TestApp, who: Member, fields: Record<string, unknown>) {
  return t.app.inject({
    method: 'PUT',
    url: '/review',
    headers: who.auth,
    payload: reviewBody(t.fixtures, fields),
  });
}

/** DELETE /account with `headers` (a member's `auth`; none: a visitor's request) and the page's `payload`. */
export function deleteAccount(t: TestApp, headers: Record<string, string>, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'DELETE', url: '/account', headers, payload });
}
