import { useMemo, useState } from 'react';
import {
  errorMessage,
  fetchNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from '@journeys/shared/api';
import {
  queryKeys,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type InfiniteData,
} from '@journeys/shared/query';
import type { Notification, NotificationPage } from '@journeys/shared/rules';
import { useSession } from '@journeys/shared/session';
import { useT } from '../messages';
import { adjustUnreadCount, setUnreadCount } from '../../bell';

type Pages = InfiniteData<NotificationPage, string | null>;

function markedRead(pages: Pages | undefined, id: number): Pages | undefined {
  if (!pages) return pages;
  return {
    ...pages,
    pages: pages.pages.map((page) => ({
      ...page,
      notifications: page.notifications.map((n) => (n.id === id ? { ...n, isRead: true } : n)),
    })),
  };
}

/**
 * The member's notifications, newest first, a page at a time (`GET /notifications?cursor`), as
 * one infinite query keyed by the viewer. Marking read updates that list and the bell's unread
 * count in the same cache, so both always agree.
 */
export function useNotifications() {
  const t = useT();
  const client = useQueryClient();
  const viewerId = useSession((s) => (s.token && s.user ? s.user.id : null));
  const key = queryKeys.notifications.list(viewerId);
  const list = useInfiniteQuery({
    queryKey: key,
    queryFn: ({ pageParam }) => fetchNotifications({ cursor: pageParam }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled: viewerId != null,
  });
  const items = useMemo(() => list.data?.pages.flatMap((p) => p.notifications) ?? [], [list.data]);
  // The failure itself, worded when shown: a language switch rewords it.
  const [actionError, setActionError] = useState<{ error: unknown } | null>(null);

  const markAll = useMutation({
    mutationFn: markAllNotificationsRead,
    onMutate: () => setActionError(null),
    onSuccess: () => setUnreadCount(client, viewerId, 0),
    onError: (error) => setActionError({ error }),
    // docs/product.md §4: notifications reload after marking read.
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });

  const markOne = useMutation({
    mutationFn: (notification: Notification) => markNotificationRead(notification.id),
    onSuccess: (_nothing, notification) => {
      client.setQueryData<Pages>(key, (pages) => markedRead(pages, notification.id));
      if (!notification.isRead) adjustUnreadCount(client, viewerId, -1);
    },
  });

  /** Marks one read (a failure only leaves it unread; the click still goes to the comment). */
  const markRead = async (id: number) => {
    const notification = items.find((n) => n.id === id);
    if (!notification) return;
    try {
      await markOne.mutateAsync(notification);
    } catch (error) {
      console.warn('[notifications] could not mark read', error);
    }
  };

  const status = list.data ? 'ready' : list.isError ? 'error' : 'loading';
  return {
    status,
    items,
    error: status === 'error' ? errorMessage(list.error, t('loadFailed')) : null,
    retry: () => void list.refetch(),
    hasMore: list.hasNextPage,
    loadingMore: list.isFetchingNextPage,
    moreError: list.isFetchNextPageError ? errorMessage(list.error, t('loadFailed')) : null,
    loadMore: () => {
      if (list.hasNextPage && !list.isFetchingNextPage) void list.fetchNextPage();
    },
    markAllRead: () => markAll.mutateAsync().catch(() => undefined),
    markRead,
    actionError: actionError && errorMessage(actionError.error, t('markAllFailed')),
  } as const;
}
