import type { Comment, CommentEditPayload, CommentPayload } from '@journeys/shared/rules';
import { http } from './http';
import { postOnce } from './idempotency-key';
import { checked } from './check-response';
import { commentSchema, commentThreadsSchema } from '../domain/wire';

export async function fetchComments(reviewId: number): Promise<Comment[]> {
  const { data } = await http.get<Comment[]>(`/comments/${reviewId}`);
  return process.env.NODE_ENV === 'production'
    ? data
    : checked(commentThreadsSchema, data, 'GET /comments/{id}');
}

export async function postComment(payload: CommentPayload): Promise<Comment> {
  const data = await postOnce<Comment>('/comment', payload);
  return process.env.NODE_ENV === 'production' ? data : checked(commentSchema, data, 'POST /comment');
}

/** The author's new text for their comment or reply; the answer is marked edited. */
export async function editComment(id: number, payload: CommentEditPayload): Promise<Comment> {
  const { data } = await http.put<Comment>(`/comment/${id}`, payload);
  return process.env.NODE_ENV === 'production' ? data : checked(commentSchema, data, 'PUT /comment/{id}');
}

/** Deletes the author's comment or reply (kept as deleted while it has replies). */
export async function deleteComment(id: number): Promise<void> {
  await http.delete(`/comment/${id}`);
}

export async function markCommentRead(id: number): Promise<void> {
  await http.post(`/comment/${id}/read`);
}

export async function markReplyRead(id: number): Promise<void> {
  await http.post(`/reply/${id}/read`);
}
