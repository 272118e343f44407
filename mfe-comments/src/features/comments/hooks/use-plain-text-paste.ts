import { useCallback, useLayoutEffect, useRef, type ClipboardEvent, type RefObject } from 'react';

/**
 * docs/product.md §5: paste inserts plain text only. The browser's own paste is cancelled and the clipboard's
 * text/plain is spliced in at the caret (replacing any selection), capped at `maxLength`.
 */
export function usePlainTextPaste(
  ref: RefObject<HTMLTextAreaElement | null>,
  value: string,
  setValue: (next: string) => void,
  maxLength: number,
): (event: ClipboardEvent<HTMLTextAreaElement>) => void {
  // The caret can only be placed once React has written the new value.
  const pendingCaret = useRef<number | null>(null);

  useLayoutEffect(() => {
    const el = ref.current;
    if (el && pendingCaret.current != null) {
      el.setSelectionRange(pendingCaret.current, pendingCaret.current);
      pendingCaret.current = null;
    }
  }, [ref, value]);

  return useCallback(
    (event: ClipboardEvent<HTMLTextAreaElement>) => {
      event.preventDefault();
      const el = event.currentTarget;
      const start = el.selectionStart ?? value.length;
      const end = el.selectionEnd ?? start;
      const room = maxLength - (value.length - (end - start));
      const pasted = event.clipboardData
        .getData('text/plain')
        .replace(/\r\n?/g, '\n')
        .slice(0, Math.max(0, room));
      if (!pasted) return;
      pendingCaret.current = start + pasted.length;
      setValue(value.slice(0, start) + pasted + value.slice(end));
    },
    [value, setValue, maxLength],
  );
}
