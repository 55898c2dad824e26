import type { AppNotification, NotificationList } from '@shared/notifications';
import { describe, expect, it } from 'vitest';
import { markAllInList, prependNotification, setNotificationRead, undoMarkAll } from './api';
import { notificationTarget } from './notification-target';
import { unreadBadgeText } from './notifications-bell';

function item(id: string, isRead = false): AppNotification {
  return {
    id,
    seq: 1,
    title: id,
    message: '',
    title_en: null,
    message_en: null,
    type: 'system',
    reference_id: null,
    path: null,
    is_read: isRead,
    created_at: '2026-01-01T00:00:00.000Z',
  };
}

const list = (items: AppNotification[], unread: number): NotificationList => ({
  items,
  unread_count: unread,
});

describe('notification cache updates', () => {
  it('prepends once and counts only unread arrivals', () => {
    const start = list([item('a', true)], 0);
    const next = prependNotification(start, item('b'));
    expect(next.items.map((n) => n.id)).toEqual(['b', 'a']);
    expect(next.unread_count).toBe(1);
    expect(prependNotification(next, item('b'))).toBe(next);
  });

  it('keeps the list at the fetched length', () => {
    const full = list(
      Array.from({ length: 20 }, (_, i) => item(`n${i}`, true)),
      0,
    );
    const next = prependNotification(full, item('new'));
    expect(next.items).toHaveLength(20);
    expect(next.items[0]?.id).toBe('new');
  });

  it('marks one read and back without drifting the count', () => {
    const start = list([item('a'), item('b', true)], 5);
    const read = setNotificationRead(start, 'a', true);
    expect(read.unread_count).toBe(4);
    expect(setNotificationRead(read, 'a', true)).toBe(read);
    expect(setNotificationRead(read, 'a', false).unread_count).toBe(5);
  });

  it('undoes mark-all without losing what arrived meanwhile', () => {
    const start = list([item('a'), item('b', true)], 3);
    const { list: allRead, undo } = markAllInList(start);
    expect(allRead.unread_count).toBe(0);
    const withLive = prependNotification(allRead, item('live'));
    const undone = undoMarkAll(withLive, undo);
    expect(undone.unread_count).toBe(4);
    expect(undone.items.map((n) => [n.id, n.is_read])).toEqual([
      ['live', false],
      ['a', false],
      ['b', true],
    ]);
  });
});

describe('notificationTarget', () => {
  it('leads where the server said: an author to their own review, not to the moderation queue', () => {
    const review = '/profile?tab=feedback#review-f1';
    expect(notificationTarget({ type: 'feedback', reference_id: 'f1', path: review }, false)).toBe(
      review,
    );
    // Never off the site, whatever a row says.
    for (const path of ['//evil.example/x', 'https://evil.example', 'javascript:alert(1)']) {
      expect(notificationTarget({ type: 'doctor', reference_id: 'd1', path }, false)).toBe(
        '/doctors/d1',
      );
    }
  });

  it('routes rows without a path by type, announcements by role', () => {
    expect(notificationTarget({ type: 'feedback', reference_id: 'f 1', path: null }, true)).toBe(
      '/admin/feedback/moderate?id=f%201',
    );
    expect(notificationTarget({ type: 'doctor', reference_id: 'd1', path: null }, false)).toBe(
      '/doctors/d1',
    );
    expect(notificationTarget({ type: 'system', reference_id: null, path: null }, false)).toBe(
      '/announcements',
    );
    expect(notificationTarget({ type: 'system', reference_id: null, path: null }, true)).toBe(
      '/admin/settings/announcements',
    );
  });
});

describe('unreadBadgeText', () => {
  it('caps at 9+', () => {
    expect(unreadBadgeText(1)).toBe('1');
    expect(unreadBadgeText(9)).toBe('9');
    expect(unreadBadgeText(10)).toBe('9+');
  });
});
