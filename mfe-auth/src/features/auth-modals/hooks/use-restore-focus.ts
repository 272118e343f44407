import { useEffect, useLayoutEffect, useRef } from 'react';

/**
 * Radix Dialog gives focus back only to its own Dialog.Trigger, and these modals open from the
 * event bus without one, so focus would fall to <body> on close. This remembers the element
 * that had focus when the dialog opened and returns focus there after Radix has finished.
 */
export function useRestoreFocus(open: boolean): void {
  const opener = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);

  // A layout effect runs before Radix's focus scope (a passive effect) moves focus inside.
  useLayoutEffect(() => {
    if (open && !wasOpen.current) {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
    }
  }, [open]);

  useEffect(() => {
    if (open) {
      wasOpen.current = true;
      return;
    }
    if (!wasOpen.current) return;
    wasOpen.current = false;
    const target = opener.current;
    opener.current = null;
    // Radix restores (to nothing) in a 0 ms timeout of its own; this one is queued after it.
    const timer = setTimeout(() => {
      if (target?.isConnected) target.focus();
    }, 0);
    return () => clearTimeout(timer);
  }, [open]);
}
