// exercises: mfe-feed mfe-comments
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { apiPost, signUpMember } from '../src/members';
import { memberWithSurgery } from '../src/own-surgery';
import { useSite } from '../src/use-site';

const env = useSite();

describe('own comments', () => {
  it('edits a comment, deletes one without replies and one with a reply; the count follows', async () => {
    const { member, surgery, page, context } = await memberWithSurgery(env);
    const comment = (text: string, token: string, commentId?: number) =>
      apiPost<{ id: number }>('/comment', { reviewId: surgery.id, text, commentId }, token);
    const edited = await comment('Day three, still sore', member.token);
    const lone = await comment('Posted by mistake', member.token);
    const answered = await comment('Anyone tried ice?', member.token);
    const other = await signUpMember(env.site);
    await comment('Ice helped me a lot', other.token, answered.id);

    await page.goto(`${env.site.url}/surgeries?surgery=${surgery.id}`);
    const card = page.locator(`#surgery-${surgery.id}`);
    await card.getByRole('button', { name: 'Comments (4)' }).click();

    // Edit inline: Save sends, the text changes and carries '(edited)'.
    const first = card.locator(`#comment-${edited.id}`);
    await first.getByRole('button', { name: 'Edit your comment' }).click();
    const box = first.getByRole('textbox', { name: 'Edit your comment' });
    assert.equal(await box.inputValue(), 'Day three, still sore');
    await box.fill('Day three, much better');
    await first.getByRole('button', { name: 'Save' }).click();
    await first.getByText('(edited)').waitFor();
    assert.match(await first.innerText(), /Day three, much better \(edited\)/);

    // No replies: after confirming, it is gone and the count drops.
    await card.locator(`#comment-${lone.id}`).getByRole('button', { name: 'Delete your comment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Comment' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await card.locator(`#comment-${lone.id}`).waitFor({ state: 'detached' });
    await card.getByRole('button', { name: 'Comments (3)' }).waitFor();

    // With a reply: it stays as deleted and the reply keeps its place.
    const parent = card.locator(`#comment-${answered.id}`);
    await parent.getByRole('button', { name: 'Delete your comment' }).click();
    await page
      .getByRole('dialog', { name: 'Delete Comment' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await parent.getByText('This comment was deleted').waitFor();
    assert.doesNotMatch(await parent.innerText(), /Anyone tried ice\?/);
    await card.getByRole('button', { name: 'Comments (2)' }).waitFor();
    await parent.getByRole('button', { name: 'Show 1 reply' }).click();
    await card
      .getByRole('article', { name: `Reply by ${other.username}` })
      .getByText('Ice helped me a lot')
      .waitFor();

    // The feed card counts the same after a reload (the API's cached feed pages were dropped).
    await page.reload();
    await card.getByRole('button', { name: 'Comments (2)' }).waitFor();
    await context.close();
  });
});
