import type { AppNotification, NotificationList } from '@shared/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
} from 'react';
import '../../i18n/features/notifications';
import { useNavigate } from 'react-router';
import { i18n } from '../../i18n';
import { translateError } from '../../lib/api-errors';
import { useAuth } from '../../lib/auth/auth-context';
import { LocalizedText } from '../../lib/localized';
import { myFeedbackQueryKey } from '../../lib/query-keys';
import { toast } from '../../lib/toast';
import {
  fetchNotifications,
  type MarkAllUndo,
  markAllInList,
  NOTIFICATIONS_STREAM_URL,
  notificationsKey,
  postAllNotificationsRead,
  postNotificationRead,
  prependNotification,
  setNotificationRead,
  undoMarkAll,
} from './api';
import { connectNotificationStream, type StreamSourceConstructor } from './notification-stream';
import { notificationTarget } from './notification-target';

export interface NotificationsContextValue {
  /** Newest first; empty while loading or for a guest. */
  items: AppNotification[];
  unreadCount: number;
  status: 'pending' | 'error' | 'success';
  refetch: () => void;
  /** Marks the notification read (optimistically) and navigates to what it is about. */
  openNotification: (notification: AppNotification) => void;
  markAllRead: () => void;
  isMarkingAllRead: boolean;
}

const NotificationsContext = createContext<NotificationsContextValue | null>(null);

interface NotificationsProviderProps {
  children: ReactNode;
  /** Injected by tests; the browser's EventSource otherwise (no live updates where it is missing). */
  EventSourceImpl?: StreamSourceConstructor;
}

function defaultEventSource(): StreamSourceConstructor | undefined {
  return typeof window !== 'undefined' && 'EventSource' in window ? window.EventSource : undefined;
}

/** The signed-in user's notifications: the list, live updates and read actions. Mount it once. */
export function NotificationsProvider({ children, EventSourceImpl }: NotificationsProviderProps) {
  const { user, isAdmin } = useAuth();
  const userId = user?.user.id ?? null;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const key = useMemo(() => notificationsKey(userId ?? 'guest'), [userId]);

  const query = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => fetchNotifications(signal),
    enabled: userId !== null,
    // The stream keeps the list current while mounted; on a fresh mount events may have been
    // missed (e.g. while the admin area replaced this header), so read it again.
    refetchOnMount: 'always',
  });

  useEffect(() => {
    if (!query.isError) return;
    toast.error(i18n.t('notifications.errors.fetch'), {
      id: 'notifications-fetch-error',
      description: translateError(query.error),
    });
  }, [query.isError, query.error]);

  /*
   * An optimistic update must not be overwritten by a fetch that started before it, so running
   * fetches are cancelled; one that was cancelled (say, the refetch after a reconnect) is run
   * again once the request has settled, so nothing it would have brought is lost.
   */
  const pauseFetches = useCallback(async () => {
    const interrupted = queryClient.isFetching({ queryKey: key }) > 0;
    await queryClient.cancelQueries({ queryKey: key });
    return interrupted;
  }, [queryClient, key]);
  const resumeFetches = useCallback(
    (interrupted: boolean | undefined) => {
      if (interrupted) void queryClient.invalidateQueries({ queryKey: key });
    },
    [queryClient, key],
  );

  const markRead = useMutation({
    mutationFn: (id: string) => postNotificationRead(id),
    onMutate: async (id) => {
      const interrupted = await pauseFetches();
      queryClient.setQueryData<NotificationList>(key, (old) =>
        old ? setNotificationRead(old, id, true) : old,
      );
      return { interrupted };
    },
    onSettled: (_data, _error, _id, context) => resumeFetches(context?.interrupted),
    onError: (error, id) => {
      queryClient.setQueryData<NotificationList>(key, (old) =>
        old ? setNotificationRead(old, id, false) : old,
      );
      toast.error(i18n.t('notifications.errors.markRead'), {
        description: translateError(error),
      });
    },
  });

  const markAll = useMutation({
    mutationFn: () => postAllNotificationsRead(),
    onMutate: async (): Promise<{ interrupted: boolean; undo?: MarkAllUndo }> => {
      const interrupted = await pauseFetches();
      const current = queryClient.getQueryData<NotificationList>(key);
      if (!current) return { interrupted };
      const { list, undo } = markAllInList(current);
      queryClient.setQueryData<NotificationList>(key, list);
      return { interrupted, undo };
    },
    onSettled: (_data, _error, _vars, context) => resumeFetches(context?.interrupted),
    onError: (error, _vars, context) => {
      const undo = context?.undo;
      if (undo) {
        queryClient.setQueryData<NotificationList>(key, (old) =>
          old ? undoMarkAll(old, undo) : old,
        );
      }
      toast.error(i18n.t('notifications.errors.markAllRead'), {
        description: translateError(error),
      });
    },
  });

  const { mutate: markOneRead } = markRead;
  const openNotification = useCallback(
    (notification: AppNotification) => {
      const listed = queryClient
        .getQueryData<NotificationList>(key)
        ?.items.find((item) => item.id === notification.id);
      if (!(listed ?? notification).is_read) markOneRead(notification.id);
      void navigate(notificationTarget(notification, isAdmin));
    },
    [queryClient, key, markOneRead, navigate, isAdmin],
  );

  // Toast actions outlive renders; the ref lets them use the current user's role and router.
  const openRef = useRef(openNotification);
  useEffect(() => {
    openRef.current = openNotification;
  }, [openNotification]);

  const EventSourceCtor = EventSourceImpl ?? defaultEventSource();
  useEffect(() => {
    if (userId === null || !EventSourceCtor) return;
    const streamKey = notificationsKey(userId);
    return connectNotificationStream({
      url: NOTIFICATIONS_STREAM_URL,
      EventSourceImpl: EventSourceCtor,
      onNotification: (notification) => {
        const current = queryClient.getQueryData<NotificationList>(streamKey);
        if (current?.items.some((item) => item.id === notification.id)) return;
        if (current) {
          queryClient.setQueryData<NotificationList>(
            streamKey,
            prependNotification(current, notification),
          );
        } else {
          // The first fetch is still running and may have started before this row existed.
          void queryClient.invalidateQueries({ queryKey: streamKey });
        }
        // A notice about a review (published, not published, a reply) changes the reader's own
        // list of reviews: shown again with the new status without a reload.
        if (notification.type !== 'system') {
          void queryClient.invalidateQueries({ queryKey: myFeedbackQueryKey });
        }
        // In the reader's language, following the switcher while the toast is up.
        toast(<LocalizedText vi={notification.title} en={notification.title_en} />, {
          id: `notification-${notification.id}`,
          description: <LocalizedText vi={notification.message} en={notification.message_en} />,
          action: {
            label: i18n.t('notifications.view'),
            onClick: () => openRef.current(notification),
          },
        });
      },
      onReconnect: () => void queryClient.invalidateQueries({ queryKey: streamKey }),
    });
  }, [userId, EventSourceCtor, queryClient]);

  const { refetch } = query;
  const { mutate: markAllMutate, isPending: isMarkingAllRead } = markAll;
  const value = useMemo<NotificationsContextValue>(
    () => ({
      items: query.data?.items ?? [],
      unreadCount: query.data?.unread_count ?? 0,
      status: query.status,
      refetch: () => void refetch(),
      openNotification,
      markAllRead: () => markAllMutate(),
      isMarkingAllRead,
    }),
    [query.data, query.status, refetch, openNotification, markAllMutate, isMarkingAllRead],
  );

  return <NotificationsContext.Provider value={value}>{children}</NotificationsContext.Provider>;
}

export function useNotifications(): NotificationsContextValue {
  const context = useContext(NotificationsContext);
  if (!context) throw new Error('useNotifications must be used inside <NotificationsProvider>');
  return context;
}
