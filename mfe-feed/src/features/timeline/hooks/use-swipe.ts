import { useRef, type PointerEvent } from 'react';
import { SWIPE_THRESHOLD_PX } from '@journeys/shared/rules';

/**
 * A horizontal swipe of more than SWIPE_THRESHOLD_PX: leftwards goes forward, rightwards back.
 * Pointer events cover mouse, pen and touch; the element needs `touch-action: pan-y` so the
 * browser leaves horizontal touch moves to us instead of cancelling the pointer.
 */
export function useSwipe({ onSwipeLeft, onSwipeRight }: { onSwipeLeft(): void; onSwipeRight(): void }) {
  const startX = useRef<number | null>(null);

  return {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      startX.current = event.clientX;
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => {
      if (startX.current == null) return;
      const dx = event.clientX - startX.current;
      startX.current = null;
      if (dx < -SWIPE_THRESHOLD_PX) onSwipeLeft();
      else if (dx > SWIPE_THRESHOLD_PX) onSwipeRight();
    },
    onPointerCancel: () => {
      startX.current = null;
    },
  };
}
