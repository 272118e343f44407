import { act, screen } from '@testing-library/react';
import { eventBus, type AppEvents } from '@journeys/shared/events';
import { renderWithRouter } from '@journeys/shared/testing';
import AuthModals from '../src/exposes/auth-modals';

export function renderModals(route = '/surgeries') {
  return renderWithRouter(<AuthModals />, { route });
}

export function promptLogin(payload: AppEvents['login:prompt'] = {}) {
  act(() => eventBus.emit('login:prompt', payload));
}

export function promptSignup() {
  act(() => eventBus.emit('signup:prompt', {}));
}

export const location = () => screen.getByTestId('location').textContent;
