import { render } from '@testing-library/react';
import { ClickRipple } from '../src/layout/click-ripple';

function click(detail = 1) {
  document.body.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: 10, clientY: 20, detail }));
}

function ripples() {
  return [...document.querySelectorAll<HTMLElement>('[data-ripple-style]')].map(
    (el) => el.dataset.rippleStyle,
  );
}

afterEach(() => {
  document.querySelectorAll('[data-ripple-style]').forEach((el) => el.remove());
});

describe('click ripple', () => {
  it('cycles through 7 styles, one per click, and removes each ripple', () => {
    jest.useFakeTimers();
    render(<ClickRipple />);
    for (let i = 0; i < 8; i++) click();
    expect(ripples()).toEqual(['0', '1', '2', '3', '4', '5', '6', '0']);
    expect(document.querySelector('[data-ripple-style]')).toHaveAttribute('aria-hidden', 'true');
    jest.advanceTimersByTime(700);
    expect(ripples()).toEqual([]);
    jest.useRealTimers();
  });

  it('shows nothing under prefers-reduced-motion, nor for keyboard-made clicks', () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      ...original(query),
      matches: true,
    })) as typeof window.matchMedia;
    const { unmount } = render(<ClickRipple />);
    click();
    expect(ripples()).toEqual([]);
    unmount();
    window.matchMedia = original;
    render(<ClickRipple />);
    click(0);
    expect(ripples()).toEqual([]);
  });
});
