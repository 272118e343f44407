import { useEffect, useState } from 'react';

/**
 * False on the first paint, true from the next frame: a CSS transition needs the element to
 * exist in its start state before the end state is applied.
 */
export function useEntered(): boolean {
  const [entered, setEntered] = useState(false);
  useEffect(() => {
    let second = 0;
    const first = requestAnimationFrame(() => {
      second = requestAnimationFrame(() => setEntered(true));
    });
    return () => {
      cancelAnimationFrame(first);
      cancelAnimationFrame(second);
    };
  }, []);
  return entered;
}
