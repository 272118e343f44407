import { makeComment, makeCurrentUser, makeReview, makeUpdate } from '../../testing';
import { commentSchema, currentUserSchema, reviewSchema, updateSchema } from '..';

describe('wire schemas', () => {
  // Parsing drops keys a schema does not know, so a fixture equal to its parse has none: the
  // fakes every module's tests answer with are the API's real shapes.
  it.each([
    ['review', reviewSchema, makeReview()],
    ['update', updateSchema, makeUpdate()],
    ['comment with a reply', commentSchema, makeComment({ nestedComments: [makeComment()] })],
    ['current user', currentUserSchema, makeCurrentUser()],
  ])('describe the shared %s fixture exactly', (_name, schema, fixture) => {
    expect(schema.parse(fixture)).toEqual(fixture);
  });

  it('refuses a review whose procedure has an unknown side', () => {
    const review = makeReview();
    const [procedure] = review.procedures;
    const broken = { ...review, procedures: [{ ...procedure, side: 'both' }] };
    expect(reviewSchema.safeParse(broken).success).toBe(false);
  });
});
