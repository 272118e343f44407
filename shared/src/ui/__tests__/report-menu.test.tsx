import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApiPerTest, makeCurrentUser, renderWithRouter, signInAs } from '@journeys/shared/testing';
import { ReportMenu } from '../report-menu';

const api = fakeApiPerTest();
const ME = makeCurrentUser({ id: 5 });

const openDialog = async () => {
  await userEvent.click(await screen.findByRole('button', { name: 'More actions' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: 'Report' }));
  return screen.findByRole('dialog', { name: 'Report this comment' });
};

describe('ReportMenu', () => {
  it('is not there for a visitor, nor on the member’s own item', () => {
    const { rerender } = renderWithRouter(<ReportMenu itemType="comment" itemId={9} authorId={7} />);
    expect(screen.queryByRole('button', { name: 'More actions' })).not.toBeInTheDocument();
    act(() => signInAs(ME));
    rerender(<ReportMenu itemType="comment" itemId={9} authorId={ME.id} />);
    expect(screen.queryByRole('button', { name: 'More actions' })).not.toBeInTheDocument();
  });

  it('is a menu button: arrows and Escape, focus back on the button', async () => {
    signInAs(ME);
    renderWithRouter(<ReportMenu itemType="member" itemId={7} authorId={7} />);
    const button = await screen.findByRole('button', { name: 'More actions' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    // The menu's code comes on the first press; the press opens it once it is there.
    await userEvent.click(button);
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Report member' })).toHaveFocus());
    const opened = screen.getByRole('button', { name: 'More actions' });
    expect(opened).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(opened).toHaveFocus();
  });

  it('reports with a reason and a note, and thanks the member', async () => {
    signInAs(ME);
    api.on('POST /reports', { status: 201, body: { message: 'Reported — thank you' } });
    renderWithRouter(<ReportMenu itemType="comment" itemId={9} authorId={7} />);
    const dialog = await openDialog();
    expect(screen.getByRole('radiogroup', { name: 'Reason' })).toBeInTheDocument();
    for (const label of ['Spam', 'Harassment', 'Medical misinformation', 'Private information', 'Other'])
      expect(screen.getByRole('radio', { name: label })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Report' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a reason');
    expect(api.requests).toHaveLength(0);

    await userEvent.click(screen.getByRole('radio', { name: 'Medical misinformation' }));
    await userEvent.type(screen.getByLabelText('Note (optional)'), 'Dangerous');
    await userEvent.click(screen.getByRole('button', { name: 'Report' }));
    expect(await screen.findByText('Reported — thank you')).toBeInTheDocument();
    expect(api.requests[0]?.body).toEqual({
      itemType: 'comment',
      itemId: 9,
      reason: 'misinformation',
      note: 'Dangerous',
    });
    expect(dialog).toBeInTheDocument();
  });

  it('answers a second report of the same item as the first', async () => {
    signInAs(ME);
    api.on('POST /reports', {
      status: 409,
      body: {
        statusCode: 409,
        error: 'Conflict',
        code: 'ALREADY_REPORTED',
        message: 'You have already reported this.',
      },
    });
    renderWithRouter(<ReportMenu itemType="comment" itemId={9} authorId={7} />);
    await openDialog();
    await userEvent.click(screen.getByRole('radio', { name: 'Spam' }));
    await userEvent.click(screen.getByRole('button', { name: 'Report' }));
    expect(await screen.findByText('Reported — thank you')).toBeInTheDocument();
    expect(api.requests[0]?.body).toEqual({ itemType: 'comment', itemId: 9, reason: 'spam' });
  });

  it("shows the API's message for any other refusal, and Cancel closes", async () => {
    signInAs(ME);
    api.on('POST /reports', {
      status: 429,
      body: {
        statusCode: 429,
        error: 'Too Many Requests',
        code: 'RATE_LIMITED',
        message: 'Too many reports. Try again later.',
      },
    });
    renderWithRouter(<ReportMenu itemType="comment" itemId={9} authorId={7} />);
    const dialog = await openDialog();
    await userEvent.click(screen.getByRole('radio', { name: 'Other' }));
    await userEvent.click(screen.getByRole('button', { name: 'Report' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many reports. Try again later.');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(dialog).not.toBeInTheDocument();
  });
});
