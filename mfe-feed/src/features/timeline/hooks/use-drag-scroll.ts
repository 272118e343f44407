import { useRef, type DragEvent, type MouseEvent, type PointerEvent } from 'react';

/** Below this a press with a little wobble is still a click on a dot, not a drag. */
const DRAG_SLOP_PX = 4;

interface Drag {
  pointerId: number;
  startX: number;
  startScroll: number;
  moved: boolean;
}

/**
 * Drag-to-scroll for a horizontal strip, by pointer events, so mouse, pen and touch all drag it,
 * every time. The pointer is captured on press: moves and the release reach the strip wherever
 * the pointer goes. The browser's own drag of a selection or an image is cancelled, because it
 * ends the pointer stream (pointercancel) and the next drag would otherwise do nothing. Keyboard
 * scrolling is untouched. The element needs `touch-action: pan-y` to receive horizontal moves.
 */
export function useDragScroll() {
  const drag = useRef<Drag | null>(null);
  const suppressClick = useRef(false);

  const end = (event: PointerEvent<HTMLElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    drag.current = null;
    // The browser releases the capture itself after pointerup and pointercancel.
    suppressClick.current = current.moved;
  };

  return {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      drag.current = {
        pointerId: event.pointerId,
        startX: event.clientX,
        startScroll: event.currentTarget.scrollLeft,
        moved: false,
      };
      suppressClick.current = false;
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      const current = drag.current;
      if (!current || current.pointerId !== event.pointerId) return;
      const dx = event.clientX - current.startX;
      if (!current.moved) {
        if (Math.abs(dx) < DRAG_SLOP_PX) return;
        current.moved = true;
        // Captured only once it is a drag, so a plain click still reaches the dot it was on.
        event.currentTarget.setPointerCapture(event.pointerId);
      }
      event.currentTarget.scrollLeft = current.startScroll - dx;
    },
    onPointerUp: end,
    onPointerCancel: end,
    onDragStart: (event: DragEvent<HTMLElement>) => event.preventDefault(),
    // A drag that ends over a dot is not a click on it.
    onClickCapture: (event: MouseEvent<HTMLElement>) => {
      if (!suppressClick.current) return;
      suppressClick.current = false;
      event.preventDefault();
      event.stopPropagation();
    },
  };
}
