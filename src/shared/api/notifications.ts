import { type NotificationList, notificationListQuery } from '../notifications';
import { notificationListResponse } from '../responses/replies';
import { defineEndpoint } from './contract';
import { uuidParams } from './params';

export const notificationEndpoints = {
  list: defineEndpoint<NotificationList>()({
    method: 'GET',
    path: '/api/notifications',
    access: 'user',
    tag: 'Notifications',
    summary: 'One’s newest notifications and how many are unread in all.',
    query: notificationListQuery,
    responseSchema: notificationListResponse,
  }),
  readAll: defineEndpoint()({
    method: 'POST',
    path: '/api/notifications/read-all',
    access: 'user',
    tag: 'Notifications',
    summary: 'Mark every notification read.',
    status: 204,
  }),
  read: defineEndpoint()({
    method: 'POST',
    path: '/api/notifications/:id/read',
    access: 'user',
    tag: 'Notifications',
    summary: 'Mark one of one’s notifications read (another user’s is not found).',
    params: uuidParams,
    status: 204,
  }),
  stream: defineEndpoint()({
    method: 'GET',
    path: '/api/notifications/stream',
    access: 'user',
    tag: 'Notifications',
    summary:
      'Server-Sent Events of new notifications; Last-Event-ID replays at most the newest 100 missed.',
    raw: 'event-stream',
  }),
};
