import { useLayoutEffect, type RefObject } from 'react';
import { COMMENT_MAX_HEIGHT_PX } from '@journeys/shared/rules';

/**
 * docs/product.md §5: the textarea grows with its content up to 150 px, then scrolls. Measured after every
 * change of `value` (scrollHeight is only right once the old height is released).
 */
export function useAutoGrow(ref: RefObject<HTMLTextAreaElement | null>, value: string): void {
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    el.style.height = 'auto';
    const full = el.scrollHeight;
    el.style.height = `${Math.min(full, COMMENT_MAX_HEIGHT_PX)}px`;
    el.style.overflowY = full > COMMENT_MAX_HEIGHT_PX ? 'auto' : 'hidden';
  }, [ref, value]);
}
