import type { Comment, CommentPayload } from '@journeys/shared/rules';
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

export async function markCommentRead(id: number): Promise<void> {
  await http.post(`/comment/${id}/read`);
}

export async function markReplyRead(id: number): Promise<void> {
  await http.post(`/reply/${id}/read`);
}
