/**
 * Email preferences on the account page and the unsubscribe link: defaults, strict input, and a
 * signed link that works without a login, changes one kind only, and changes nothing on GET.
 */
import { createUnsubscribeToken } from '../src/features/email/unsubscribe-token';
import { memberPerSuite, testAppPerSuite } from './helpers/per-suite';
import { BACKENDS } from './helpers/test-app';

describe.each(BACKENDS)('email preferences and unsubscribe (%s)', (backend) => {
  const t = testAppPerSuite(backend);
  const member = memberPerSuite(t);
  const tokenFor = (userId: number, kind: 'replies' | 'comments' | 'followed' | 'reminders' | 'digest') =>
    createUnsubscribeToken(t.app.ctx.config.emailTokenSecret ?? '', userId, kind);
  const preferences = async (auth = member.auth) =>
    (await t.app.inject({ method: 'GET', url: '/account/email-preferences', headers: auth })).json();

  it('starts with replies, followed journeys and reminders on, the digest off', async () => {
    expect(await preferences()).toEqual({
      replies: true,
      comments: true,
      followed: true,
      reminders: true,
      help: true,
      digest: false,
    });
  });

  it('changes any subset and answers the full choice', async () => {
    const other = await t.member();
    const res = await t.app.inject({
      method: 'PUT',
      url: '/account/email-preferences',
      headers: other.auth,
      payload: { digest: true, comments: false },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      replies: true,
      comments: false,
      followed: true,
      reminders: true,
      help: true,
      digest: true,
    });
    const again = await t.app.inject({
      method: 'PUT',
      url: '/account/email-preferences',
      headers: other.auth,
      payload: { comments: true },
    });
    expect(again.json()).toEqual({
      replies: true,
      comments: true,
      followed: true,
      reminders: true,
      help: true,
      digest: true,
    });
  });

  it.each([
    ['an unknown kind', { marketing: true }],
    ['a string for a boolean', { digest: 'yes' }],
    ['a number for a boolean', { reminders: 0 }],
  ])('refuses %s with a 400', async (_name, payload) => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/account/email-preferences',
      headers: member.auth,
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('is for members only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/account/email-preferences' })).statusCode).toBe(401);
    const put = await t.app.inject({ method: 'PUT', url: '/account/email-preferences', payload: {} });
    expect(put.statusCode).toBe(401);
  });

  it('GET on an unsubscribe link names the kind and changes nothing', async () => {
    const m = await t.member();
    const res = await t.app.inject({
      method: 'GET',
      url: `/email/unsubscribe?token=${tokenFor(m.id, 'followed')}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      kind: 'followed',
      message: 'This link turns off emails about journeys you follow.',
    });
    expect(await preferences(m.auth)).toMatchObject({ followed: true });
  });

  it('POST from the site page turns off that kind only, without a login, and can be repeated', async () => {
    const m = await t.member();
    for (let i = 0; i < 2; i += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/email/unsubscribe?token=${tokenFor(m.id, 'comments')}`,
        payload: {},
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        kind: 'comments',
        message:
          'You are unsubscribed from emails about comments on your journeys. You will not get these emails any more.',
      });
    }
    expect(await preferences(m.auth)).toEqual({
      replies: true,
      comments: false,
      followed: true,
      reminders: true,
      help: true,
      digest: false,
    });
  });

  it('turns replies off apart from comments on the member’s journeys', async () => {
    const m = await t.member();
    const res = await t.app.inject({
      method: 'POST',
      url: `/email/unsubscribe?token=${tokenFor(m.id, 'replies')}`,
      payload: {},
    });
    expect(res.json()).toEqual({
      kind: 'replies',
      message:
        'You are unsubscribed from emails about replies to your comments. You will not get these emails any more.',
    });
    expect(await preferences(m.auth)).toMatchObject({ replies: false, comments: true });
  });

  it('accepts the RFC 8058 one-click POST as multipart/form-data too', async () => {
    const m = await t.member();
    const boundary = 'xyz';
    const res = await t.app.inject({
      method: 'POST',
      url: `/email/unsubscribe?token=${tokenFor(m.id, 'digest')}`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ kind: 'digest' });
  });

  it.each([
    ['a forged signature', (id: number) => `${id}.reminders.${'A'.repeat(43)}`],
    [
      "another member's signature",
      (id: number, sign: (u: number) => string) => sign(id + 1).replace(/^\d+/, String(id)),
    ],
    [
      'another kind with the same signature',
      (_id: number, sign: (u: number) => string) => sign(_id).replace('reminders', 'digest'),
    ],
    ['garbage', () => 'not-a-token'],
  ])('refuses %s with UNSUBSCRIBE_TOKEN_INVALID and changes nothing', async (_name, make) => {
    const m = await t.member();
    const token = make(m.id, (u: number) => tokenFor(u, 'reminders'));
    for (const method of ['GET', 'POST'] as const) {
      const res = await t.app.inject({
        method,
        url: `/email/unsubscribe?token=${encodeURIComponent(token)}`,
        ...(method === 'POST' ? { payload: {} } : {}),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'UNSUBSCRIBE_TOKEN_INVALID',
        message: 'This unsubscribe link is invalid.',
      });
    }
    expect(await preferences(m.auth)).toMatchObject({ reminders: true, digest: false });
  });

  it('answers a link of a deleted account in words', async () => {
    const m = await t.member();
    const token = tokenFor(m.id, 'reminders');
    await t.database.db.deleteFrom('users').where('id', '=', m.id).execute();
    const res = await t.app.inject({ method: 'POST', url: `/email/unsubscribe?token=${token}`, payload: {} });
    expect(res.statusCode).toBe(200);
  });
});

describe('unsubscribe links across a secret rotation', () => {
  const oldSecret = 'o'.repeat(40);
  const newSecret = 'n'.repeat(40);
  const t = testAppPerSuite('pglite', {
    config: { emailTokenSecret: newSecret, emailTokenPreviousSecret: oldSecret },
  });

  const unsubscribe = (token: string) =>
    t.app.inject({ method: 'POST', url: `/email/unsubscribe?token=${token}`, payload: {} });

  it('honours a link signed before the rotation and one signed after', async () => {
    const m = await t.member();
    expect((await unsubscribe(createUnsubscribeToken(oldSecret, m.id, 'digest'))).statusCode).toBe(200);
    expect((await unsubscribe(createUnsubscribeToken(newSecret, m.id, 'comments'))).statusCode).toBe(200);
    const res = await t.app.inject({ method: 'GET', url: '/account/email-preferences', headers: m.auth });
    expect(res.json()).toMatchObject({ digest: false, comments: false, reminders: true });
  });

  it('still refuses a link signed with any other secret', async () => {
    const m = await t.member();
    const res = await unsubscribe(createUnsubscribeToken('x'.repeat(40), m.id, 'reminders'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'UNSUBSCRIBE_TOKEN_INVALID' });
  });
});
