// The comments team's browser tests (docs/ci.md §2): a journey's comment thread on the comments
// standalone page (`?surgery=<id>&comment=<id>`), on the real API with the seeded threads.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  apiPost,
  createSurgeryViaApi,
  findKateKnee,
  loginThroughModal,
  signUpMember,
} from '../../src/members';
import { useStandalone } from '../../src/use-standalone';

let kneeId = 0;
const env = useStandalone('mfe-comments', async () => {
  kneeId = (await findKateKnee()).id;
});

const WAIT = { timeout: 20_000 };

describe('comments, standalone', () => {
  it('shows a visitor a seeded thread with its replies, and Reply asks them to log in', async () => {
    const { page, context } = await env.openPage();
    await page.goto(`${env.url}/?surgery=${kneeId}`);
    await page.getByRole('heading', { name: `Surgery #${kneeId}` }).waitFor(WAIT);
    await page.getByRole('button', { name: /^Comments \([1-9]\d*\)$/ }).click(WAIT);
    await page.getByText('Log in to post a comment').waitFor(WAIT);
    assert.equal(await page.getByRole('textbox', { name: 'Write a comment' }).isDisabled(), true);
    await page
      .getByRole('button', { name: /^Show \d+ repl(y|ies)$/ })
      .first()
      .click();
    await page.getByRole('button', { name: 'Hide replies' }).first().waitFor(WAIT);
    await page
      .getByRole('button', { name: /^Reply to / })
      .first()
      .click();
    await page.getByRole('dialog', { name: 'Log In' }).waitFor(WAIT);
    await context.close();
  });

  it('lets a member post a comment with Enter and a two-line reply, shown as plain text', async () => {
    const owner = await signUpMember(env.site);
    const surgery = await createSurgeryViaApi(owner);
    const { page, context } = await env.openPage();
    await page.goto(`${env.url}/?surgery=${surgery.id}`);
    await loginThroughModal(page, owner.email, owner.password);
    await page.getByRole('button', { name: 'Comments (0)' }).click(WAIT);
    const box = page.getByRole('textbox', { name: 'Write a comment' });
    await box.fill('<b>not bold</b> and plain');
    await box.press('Enter');
    const comment = page.getByRole('article', { name: `Comment by ${owner.username}` });
    await comment.getByText('<b>not bold</b> and plain').waitFor(WAIT);
    assert.equal(await comment.locator('b').count(), 0);

    await comment.getByRole('button', { name: `Reply to ${owner.username}` }).click();
    const reply = page.getByRole('textbox', { name: 'Write a reply' });
    await reply.fill('First line');
    await reply.press('Shift+Enter');
    await reply.pressSequentially('Second line');
    await reply.press('Enter');
    const posted = page.getByRole('article', { name: `Reply by ${owner.username}` });
    await posted.waitFor(WAIT);
    assert.match(await posted.innerText(), /First line\nSecond line/);
    await context.close();
  });

  it('opens a deep-linked reply inside its thread, highlighted', async () => {
    const owner = await signUpMember(env.site);
    const surgery = await createSurgeryViaApi(owner);
    const parent = await apiPost<{ id: number }>(
      '/comment',
      { reviewId: surgery.id, text: 'Parent comment' },
      owner.token,
    );
    const child = await apiPost<{ id: number }>(
      '/comment',
      { reviewId: surgery.id, text: 'The reply we link to', commentId: parent.id },
      owner.token,
    );
    const { page, context } = await env.openPage();
    await page.goto(`${env.url}/?surgery=${surgery.id}&comment=${child.id}`);
    const target = page.locator(`#comment-${child.id}`);
    await target.getByText('The reply we link to').waitFor(WAIT);
    assert.equal(await target.getAttribute('data-highlighted'), 'true');
    await context.close();
  });
});
