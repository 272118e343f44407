import { render, screen } from '@testing-library/react';
import { useLanguageInTest } from '@journeys/shared/testing';
import HelpPage from '../src/exposes/help-page';

describe('HelpPage', () => {
  afterEach(async () => {
    await useLanguageInTest('en');
  });

  it('shows its heading', () => {
    render(<HelpPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Help');
  });

  it('speaks Spanish', async () => {
    await useLanguageInTest('es');
    render(<HelpPage />);
    expect(screen.getByRole('paragraph').textContent).toBe('Esta página viene del módulo mfe-help.');
  });
});
