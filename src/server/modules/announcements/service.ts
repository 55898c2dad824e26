import { desc, eq, sql } from 'drizzle-orm';
import type { Announcement } from '../../../shared/admin';
import { NOTIFICATION_PREVIEW_CHARS } from '../../../shared/constants';
import type { Paged } from '../../../shared/doctors';
import { fullName } from '../../../shared/names';
import { writeAudit } from '../../audit/audit';
import type { Db } from '../../db/client';
import { announcements, profiles } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { Logger } from '../../lib/logger';
import { notify } from '../notifications/notify';

const withAuthor = (db: Db) =>
  db
    .select({
      id: announcements.id,
      title: announcements.title,
      content: announcements.content,
      created_at: announcements.created_at,
      created_by: announcements.created_by,
      first_name: profiles.first_name,
      last_name: profiles.last_name,
      language: profiles.language,
    })
    .from(announcements)
    .leftJoin(profiles, eq(profiles.id, announcements.created_by));

type Row = Awaited<ReturnType<ReturnType<typeof withAuthor>['execute']>>[number];

const toAnnouncement = (r: Row): Announcement => ({
  id: r.id,
  title: r.title,
  content: r.content,
  created_at: r.created_at.toISOString(),
  created_by: r.created_by,
  creator_name:
    r.first_name === null ? null : fullName(r.first_name, r.last_name ?? '', r.language ?? 'vi'),
});

export async function listAnnouncements(
  db: Db,
  page: number,
  pageSize: number,
): Promise<Paged<Announcement>> {
  const [rows, [total]] = await Promise.all([
    withAuthor(db)
      .orderBy(desc(announcements.created_at), desc(announcements.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(announcements),
  ]);
  return { items: rows.map(toAnnouncement), total: total?.n ?? 0, page, page_size: pageSize };
}

/** 'System Announcement: {title}' and the first 100 characters of the content, plus '...'. */
export function announcementNotice(title: string, content: string) {
  const message =
    content.length > NOTIFICATION_PREVIEW_CHARS
      ? `${content.slice(0, NOTIFICATION_PREVIEW_CHARS)}...`
      : content;
  return {
    vi: { title: `Thông báo hệ thống: ${title}`, message },
    en: { title: `System Announcement: ${title}`, message },
  };
}

/**
 * The announcement is saved and audited first; the fan-out to every user who keeps system
 * announcements on is one set-based insert in its own transaction, so if it fails the
 * announcement still stands and the failure is logged.
 */
export async function createAnnouncement(
  db: Db,
  log: Logger,
  actorId: string,
  title: string,
  content: string,
  ip: string,
  publicUrl: string,
) {
  const row = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(announcements)
      .values({ title, content, created_by: actorId })
      .returning();
    await writeAudit(tx, {
      userId: actorId,
      action: 'announcement.created',
      description: `Announcement "${title}" posted`,
      ip,
      metadata: { announcement_id: row!.id },
    });
    return row!;
  });
  let notified = 0;
  try {
    notified = await db.transaction(async (tx) => {
      const n = await notify(tx, {
        audience: 'everyone',
        preference: 'system_announcements',
        type: 'system',
        referenceId: row.id,
        text: announcementNotice(title, content),
        link: `${publicUrl}/announcements`,
      });
      await writeAudit(tx, {
        userId: actorId,
        action: 'announcement.notified',
        description: `${n} users notified of "${title}"`,
        ip,
      });
      return n;
    });
  } catch (err) {
    log.error(
      { err, announcement: row.id },
      'announcement notifications failed; the announcement stands',
    );
  }
  const [created] = await withAuthor(db).where(eq(announcements.id, row.id));
  return { announcement: toAnnouncement(created!), notified };
}

export async function deleteAnnouncement(db: Db, actorId: string, id: string, ip: string) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(announcements)
      .where(eq(announcements.id, id))
      .returning({ title: announcements.title });
    if (!row) throw notFound('Announcement');
    await writeAudit(tx, {
      userId: actorId,
      action: 'announcement.deleted',
      description: `Announcement "${row.title}" deleted`,
      ip,
      severity: 'warning',
    });
  });
}
