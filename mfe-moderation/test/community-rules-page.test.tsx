import { screen } from '@testing-library/react';
import { renderWithRouter } from '@journeys/shared/testing';
import CommunityRulesPage from '../src/exposes/community-rules-page';

describe('CommunityRulesPage', () => {
  it('explains the rules, reporting and what moderators do', () => {
    renderWithRouter(<CommunityRulesPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Community rules' })).toBeInTheDocument();
    expect(screen.getByText(/None of it is medical advice/)).toBeInTheDocument();
    for (const name of ['Not allowed', 'How reporting works', 'What moderators do'])
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    expect(document.title).toBe('Community rules — Surgery Journeys');
  });
});
