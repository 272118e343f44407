import { useRef, type DragEvent, type PointerEvent } from 'react';
import { SWIPE_THRESHOLD_PX } from '@journeys/shared/rules';

const CAPTURE_AFTER_PX = 4;

/**
 * A horizontal swipe of more than SWIPE_THRESHOLD_PX: leftwards goes forward, rightwards back.
 * Pointer events cover mouse, pen and touch; the element needs `touch-action: pan-y` so the
 * browser leaves horizontal touch moves to us instead of cancelling the pointer. Once the pointer
 * has moved the swipe captures it, so the release counts wherever it happens, and the browser's
 * own drag of selected text (which cancels the pointer, so every later swipe would be lost) is
 * refused.
 */
export function useSwipe({ onSwipeLeft, onSwipeRight }: { onSwipeLeft(): void; onSwipeRight(): void }) {
  const start = useRef<{ pointerId: number; x: number } | null>(null);

  return {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      start.current = { pointerId: event.pointerId, x: event.clientX };
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      const current = start.current;
      if (!current || current.pointerId !== event.pointerId) return;
      // Captured only once it really moves, so a click still reaches the button it was on.
      const moved = Math.abs(event.clientX - current.x) >= CAPTURE_AFTER_PX;
      if (moved && !event.currentTarget.hasPointerCapture(event.pointerId)) {
        event.currentTarget.setPointerCapture(event.pointerId);
      }
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => {
      const current = start.current;
      if (!current || current.pointerId !== event.pointerId) return;
      start.current = null;
      const dx = event.clientX - current.x;
      if (dx < -SWIPE_THRESHOLD_PX) onSwipeLeft();
      else if (dx > SWIPE_THRESHOLD_PX) onSwipeRight();
    },
    onPointerCancel: () => {
      start.current = null;
    },
    onDragStart: (event: DragEvent<HTMLElement>) => event.preventDefault(),
  };
}
