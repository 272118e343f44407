// exercises: mfe-feed mfe-comments mfe-auth
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { openPage } from '../src/browser';
import { createSurgeryViaApi, findKateKnee, signUpMember } from '../src/members';
import { memberWithSurgery, openEmptyComments } from '../src/own-surgery';
import { useSite } from '../src/use-site';

const env = useSite();

describe('comments', () => {
  it('shows a visitor a disabled box with Log in, and Reply opens the login prompt', async () => {
    const knee = await findKateKnee();
    const { page, context } = await openPage(env.browser);
    await page.goto(`${env.site.url}/surgeries?surgery=${knee.id}`);
    const card = page.locator(`#surgery-${knee.id}`);
    await card.getByRole('button', { name: /^Comments \(\d+\)$/ }).click();
    await card.getByText('Log in to post a comment').waitFor();
    assert.equal(await card.getByRole('textbox', { name: 'Write a comment' }).isDisabled(), true);
    await card
      .getByRole('button', { name: /^Show \d+ repl(y|ies)$/ })
      .first()
      .click();
    await card.getByRole('button', { name: 'Hide replies' }).first().waitFor();
    await card
      .getByRole('button', { name: /^Reply to / })
      .first()
      .click();
    await page.getByRole('dialog', { name: 'Log In' }).waitFor();
    await context.close();
  });

  it('posts a comment with Enter and a multi-line reply, as plain text', async () => {
    const { member, surgery, page, context } = await memberWithSurgery(env);
    const { card, box } = await openEmptyComments(page, env.site.url, surgery.id);
    await box.fill('   ');
    await box.press('Enter');
    assert.equal(await card.getByRole('button', { name: 'Send' }).isDisabled(), true);
    await box.fill('<img src=x onerror=alert(1)> is just text here');
    await box.press('Enter');
    const comment = card.getByRole('article', { name: `Comment by ${member.username}` });
    await comment.waitFor();
    assert.match(await comment.innerText(), /<img src=x onerror=alert\(1\)> is just text here/);
    assert.equal(await comment.locator('img[src="x"]').count(), 0);

    await comment.getByRole('button', { name: `Reply to ${member.username}` }).click();
    const reply = card.getByRole('textbox', { name: 'Write a reply' });
    await reply.type('First line');
    await reply.press('Shift+Enter');
    await reply.type('Second line');
    await reply.press('Enter');
    const posted = card.getByRole('article', { name: `Reply by ${member.username}` });
    await posted.waitFor();
    assert.match(await posted.innerText(), /First line\nSecond line/);
    await context.close();
  });

  it('deep-links to a reply: expands the thread, scrolls to it and highlights it for 3 seconds', async () => {
    const owner = await signUpMember(env.site);
    const surgery = await createSurgeryViaApi(owner);
    const parent = (await (
      await fetch(`${env.site.apiUrl}/comment`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${owner.token}` },
        body: JSON.stringify({ reviewId: surgery.id, text: 'Parent comment' }),
      })
    ).json()) as { id: number };
    const child = (await (
      await fetch(`${env.site.apiUrl}/comment`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${owner.token}` },
        body: JSON.stringify({ reviewId: surgery.id, text: 'The reply we link to', commentId: parent.id }),
      })
    ).json()) as { id: number };

    const { page, context } = await openPage(env.browser);
    await page.goto(`${env.site.url}/surgeries?surgery=${surgery.id}&comment=${child.id}`);
    const target = page.locator(`#comment-${child.id}`);
    await target.waitFor();
    assert.equal(await target.getAttribute('data-highlighted'), 'true');
    assert.ok(await target.isVisible());
    const inView = await target.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return r.top >= 0 && r.bottom <= window.innerHeight;
    });
    assert.ok(inView, 'the comment is scrolled into view');
    await page.waitForFunction(
      (id) => document.getElementById(`comment-${id}`)?.dataset.highlighted !== 'true',
      child.id,
      {
        timeout: 6000,
      },
    );
    await context.close();
  });
});
