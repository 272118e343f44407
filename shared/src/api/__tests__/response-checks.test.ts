import { installFakeApi, makeProfile, makeReview, type FakeApi } from '../../testing';
import { fetchNotifications, fetchReviews } from '..';
import { ResponseShapeError } from '../check-response';

let api: FakeApi;
let consoleError: jest.SpyInstance;
beforeEach(() => {
  api = installFakeApi();
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  api.restore();
  consoleError.mockRestore();
});

const notification = {
  id: 3,
  kind: 'comment',
  isRead: false,
  reviewId: 12,
  updateId: null,
  commentId: null,
  sourceCommentId: 40,
  text: 'How is the knee?',
  createdAt: '2026-01-02T10:00:00.000Z',
  patient: makeProfile(),
};

describe('responses checked against the shared wire schemas (development and tests)', () => {
  it('hands back a page that matches, unchanged, and sends the cursor and limit', async () => {
    const page = { notifications: [notification], nextCursor: 'abc' };
    api.on('GET /notifications', { status: 200, body: page });
    await expect(fetchNotifications({ cursor: 'xyz', limit: 5 })).resolves.toEqual(page);
    expect(api.requests[0]?.params).toEqual({ cursor: 'xyz', limit: 5 });
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('fails loudly, naming the request and the field, when the shape is not the contract', async () => {
    // The shape GET /notifications had before it paged: a bare array.
    api.on('GET /notifications', { status: 200, body: [notification] });
    const failure = fetchNotifications();
    await expect(failure).rejects.toBeInstanceOf(ResponseShapeError);
    await expect(failure).rejects.toThrow(
      /^GET \/notifications answered a body that does not match its schema/,
    );
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('GET /notifications'));
  });

  it('points at the wrong field deep inside a page', async () => {
    const broken = { ...makeReview(), patient: { ...makeProfile(), surgeryCount: '2' } };
    api.on('GET /reviews', { status: 200, body: { reviews: [broken], nextCursor: null } });
    await expect(fetchReviews()).rejects.toThrow(/reviews\[0\]\.patient\.surgeryCount/);
  });

  it('does not parse in production, where the bundle carries no schemas', async () => {
    const env = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      api.on('GET /notifications', { status: 200, body: { notifications: 'not checked' } });
      await expect(fetchNotifications()).resolves.toEqual({ notifications: 'not checked' });
    } finally {
      process.env.NODE_ENV = env;
    }
  });
});
