import type { Comment, CommentPayload } from '@journeys/shared/rules';
import { http } from './http';

export async function fetchComments(reviewId: number): Promise<Comment[]> {
  const { data } = await http.get<Comment[]>(`/comments/${reviewId}`);
  return data;
}

export async function postComment(payload: CommentPayload): Promise<Comment> {
  const { data } = await http.post<Comment>('/comment', payload);
  return data;
}

export async function markCommentRead(id: number): Promise<void> {
  await http.post(`/comment/${id}/read`);
}

export async function markReplyRead(id: number): Promise<void> {
  await http.post(`/reply/${id}/read`);
}
