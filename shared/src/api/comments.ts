import type { Comment, CommentPayload } from '@journeys/shared/rules';
import { http } from './http';
import { postOnce } from './idempotency-key';

export async function fetchComments(reviewId: number): Promise<Comment[]> {
  const { data } = await http.get<Comment[]>(`/comments/${reviewId}`);
  return data;
}

export function postComment(payload: CommentPayload): Promise<Comment> {
  return postOnce<Comment>('/comment', payload);
}

export async function markCommentRead(id: number): Promise<void> {
  await http.post(`/comment/${id}/read`);
}

export async function markReplyRead(id: number): Promise<void> {
  await http.post(`/reply/${id}/read`);
}
