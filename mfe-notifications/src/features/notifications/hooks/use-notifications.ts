import { useCallback, useEffect, useRef, useState } from 'react';
import {
  errorMessage,
  fetchNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from '@journeys/shared/api';
import type { Notification } from '@journeys/shared/rules';
import { useEvent } from '@journeys/shared/events';
import { useUnread } from '@journeys/shared/session';

export const LOAD_FAILED = 'Failed to load notifications';
export const MARK_ALL_FAILED = 'Failed to mark notifications as read';

export type NotificationsState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; items: Notification[] };

const unreadIn = (items: Notification[]) => items.filter((n) => !n.isRead).length;

/** The member's notifications; every change also sets the shared unread count the bell shows. */
export function useNotifications() {
  const [state, setState] = useState<NotificationsState>({ status: 'loading' });
  const [version, setVersion] = useState(0);
  const [actionError, setActionError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    // A reload keeps the list on screen; only the first load (or a retry) shows the loading text.
    setState((prev) => (prev.status === 'ready' ? prev : { status: 'loading' }));
    fetchNotifications().then(
      (items) => {
        if (!live) return;
        setState({ status: 'ready', items });
      },
      (error: unknown) => live && setState({ status: 'error', message: errorMessage(error, LOAD_FAILED) }),
    );
    return () => {
      live = false;
    };
  }, [version]);

  // Unread in the list on screen; infinite until the first load, which will include everything.
  const listUnread = useRef(Number.POSITIVE_INFINITY);

  // The list is the truth for the count whenever it changes (load, reload, one marked read).
  useEffect(() => {
    if (state.status !== 'ready') return;
    listUnread.current = unreadIn(state.items);
    useUnread.getState().setCount(listUnread.current);
  }, [state]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);

  // The bell's live stream raised the shared count above this list: fetch the new ones.
  useEffect(
    () =>
      useUnread.subscribe((next, prev) => {
        if (next.count > prev.count && next.count > listUnread.current) reload();
      }),
    [reload],
  );
  useEvent('session:login', reload);

  const markAllRead = async () => {
    setActionError(null);
    try {
      await markAllNotificationsRead();
      useUnread.getState().setCount(0);
    } catch (error) {
      setActionError(errorMessage(error, MARK_ALL_FAILED));
    }
    // docs/product.md §4: notifications reload after marking read.
    reload();
  };

  /** Marks one read (a failure only leaves it unread; the click still goes to the comment). */
  const markRead = async (id: number) => {
    try {
      await markNotificationRead(id);
    } catch (error) {
      console.warn('[notifications] could not mark read', error);
      return;
    }
    setState((prev) =>
      prev.status === 'ready'
        ? { status: 'ready', items: prev.items.map((n) => (n.id === id ? { ...n, isRead: true } : n)) }
        : prev,
    );
  };

  return { state, reload, markAllRead, markRead, actionError };
}
