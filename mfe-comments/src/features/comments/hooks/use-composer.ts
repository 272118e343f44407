import { useCallback, useEffect, useRef, useState } from 'react';
import { hasVisibleText } from '@journeys/shared/rules';
import type { PostOutcome } from '../api/use-post-comment';

export interface Composer {
  text: string;
  setText(next: string): void;
  /** A further comment waits for the one being sent and posts when it is done. */
  queued: boolean;
  /**
   * Sends what is in the box; while a post is in flight, queues what was typed since instead.
   * Resolves once the box has nothing more to send (or a post failed).
   */
  submit(): Promise<void>;
}

/**
 * What remains in the box once `sent` has posted: only the sent text goes. Text typed after it
 * while it was in flight stays; if the sent part itself was edited meanwhile, everything stays.
 */
function remainderAfter(current: string, sent: string): string {
  if (!current.startsWith(sent)) return current;
  return current.slice(sent.length).replace(/^\s+/, '');
}

/**
 * The text of one comment box and the order of its posts. The box stays editable while a post is
 * in flight; nothing the member types meanwhile is thrown away, and an Enter meanwhile is queued.
 */
export function useComposer(send: (text: string) => Promise<PostOutcome>, onEmptied?: () => void): Composer {
  const [text, setTextState] = useState('');
  const [queued, setQueuedState] = useState(false);
  // Read after an await, so they must be current rather than the values of the render that sent.
  const latest = useRef('');
  const inFlight = useRef<string | null>(null);
  const queuedRef = useRef(false);
  // A reply box cancelled while its post was in flight must not close whatever is open by then.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const setText = useCallback((next: string) => {
    latest.current = next;
    setTextState(next);
  }, []);
  const setQueued = (next: boolean) => {
    queuedRef.current = next;
    setQueuedState(next);
  };

  const submit = async () => {
    if (inFlight.current != null) {
      // Typing nothing new and pressing Enter again is a repeat of the post under way, not another.
      if (hasVisibleText(remainderAfter(latest.current, inFlight.current))) setQueued(true);
      return;
    }
    let toSend = latest.current;
    while (hasVisibleText(toSend)) {
      inFlight.current = toSend;
      let outcome: PostOutcome;
      try {
        outcome = await send(toSend.trim());
      } finally {
        inFlight.current = null;
      }
      if (outcome !== 'posted') {
        setQueued(false);
        return;
      }
      // An edited sent part leaves the whole text in the box: posting it again would repeat it.
      const sendNext = queuedRef.current && latest.current.startsWith(toSend);
      const rest = remainderAfter(latest.current, toSend);
      setText(rest);
      setQueued(false);
      if (!hasVisibleText(rest)) {
        if (mounted.current) onEmptied?.();
        return;
      }
      if (!sendNext) return;
      toSend = rest;
    }
  };

  return { text, setText, queued, submit };
}
