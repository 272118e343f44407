import { render, screen, within } from '@testing-library/react';
import userEvent, { type Options as UserEventOptions } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';

/**
 * A remote's standalone app (its page's own providers and frame) at `route`, as QA opens that
 * address: returns a user to drive it.
 */
export function renderStandalone(app: ReactElement, route: string, options?: UserEventOptions) {
  const user = userEvent.setup(options);
  render(<MemoryRouter initialEntries={[route]}>{app}</MemoryRouter>);
  return user;
}

/** The standalone frame's bar of test pages (ui/standalone-frame). */
export const standaloneBar = () => within(screen.getByRole('navigation', { name: 'Test pages' }));
