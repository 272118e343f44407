import { render, screen } from '@testing-library/react';
import { ModerationNotice, moderationNoticeText, SuspendedText } from '../moderation-notice';

describe('ModerationNotice', () => {
  it('tells the author why their content is hidden', () => {
    expect(moderationNoticeText({ status: 'hidden', reason: 'Dangerous advice.' }, true)).toBe(
      'Hidden by moderators: Dangerous advice. Only you can see it.',
    );
    expect(moderationNoticeText({ status: 'hidden', reason: null }, false)).toBe(
      'Hidden by moderators. Only its author and moderators can see it.',
    );
  });

  it('tells the author a first post with a link waits for a moderator', () => {
    render(<ModerationNotice moderation={{ status: 'pending', reason: null }} own />);
    expect(screen.getByRole('note')).toHaveTextContent(
      'Waiting for a moderator: posts with links from new accounts are checked first. Only you can see it.',
    );
  });

  it('shows nothing for ordinary content', () => {
    const { container } = render(<ModerationNotice moderation={null} own />);
    expect(container).toBeEmptyDOMElement();
  });

  it('words a suspension with its end date', () => {
    const { container } = render(<SuspendedText until="2026-11-30T12:00:00.000Z" />);
    expect(container).toHaveTextContent(/^Your account is suspended until November 30, 2026/);
  });
});
