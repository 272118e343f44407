import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';

/** Long enough to move the pointer from the name onto the card without it closing. */
const CLOSE_DELAY_MS = 150;

/**
 * Open on hover and on keyboard focus; a click or Enter toggles, for touch screens where
 * there is no hover. A tap sends pointerdown, then the emulated mouseenter and focus, then
 * click: remembering whether the card was open at pointerdown lets that click open it
 * instead of closing what the emulated events just opened.
 */
export function useHoverCard() {
  const [open, setOpen] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const openAtPointerDown = useRef<boolean | null>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);

  // Plain functions: every handler below runs after a render, so each sees the current state.
  const cancelClose = () => clearTimeout(closeTimer.current);
  const show = () => {
    cancelClose();
    setOpen(true);
  };
  const hideSoon = () => {
    cancelClose();
    closeTimer.current = setTimeout(() => setOpen(false), CLOSE_DELAY_MS);
  };

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const wrapperProps = {
    onMouseEnter: show,
    onMouseLeave: hideSoon,
    onFocus: show,
    onBlur: (event: FocusEvent<HTMLElement>) => {
      // Tabbing from the name into the card's link keeps it open.
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) hideSoon();
    },
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (event.key !== 'Escape' || !open) return;
      event.stopPropagation();
      cancelClose();
      setOpen(false);
      triggerRef.current?.focus();
    },
  };

  const triggerProps = {
    ref: triggerRef,
    'aria-expanded': open,
    onPointerDown: () => {
      openAtPointerDown.current = open;
    },
    onClick: () => {
      cancelClose();
      const wasOpen = openAtPointerDown.current ?? open;
      openAtPointerDown.current = null;
      setOpen(!wasOpen);
    },
  };

  return { open, wrapperProps, triggerProps };
}
