import type { Announcement } from '../../../shared/admin';
import { NOTIFICATION_PREVIEW_CHARS } from '../../../shared/constants';
import type { Paged } from '../../../shared/doctors';
import { fullName } from '../../../shared/names';
import { writeAudit } from '../../audit/audit';
import type { Db } from '../../db/client';
import type { UserContext } from '../../http/context';
import { notFound } from '../../http/errors';
import { notify } from '../notifications/notify';
import {
  type AnnouncementRow,
  deleteAnnouncementRow,
  findAnnouncement,
  findAnnouncementPage,
  insertAnnouncement,
} from './repo';

const toAnnouncement = (r: AnnouncementRow): Announcement => ({
  id: r.id,
  title: r.title,
  content: r.content,
  title_en: r.title_en,
  content_en: r.content_en,
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
  const { rows, total } = await findAnnouncementPage(db, page, pageSize);
  return { items: rows.map(toAnnouncement), total, page, page_size: pageSize };
}

const preview = (content: string) =>
  content.length > NOTIFICATION_PREVIEW_CHARS
    ? `${content.slice(0, NOTIFICATION_PREVIEW_CHARS)}...`
    : content;

/**
 * 'System Announcement: {title}' and the first 100 characters of the content, plus '...', in
 * each language; English readers get the Vietnamese title or content where no English is given.
 */
export function announcementNotice(
  title: string,
  content: string,
  titleEn?: string | null,
  contentEn?: string | null,
) {
  return {
    vi: { title: `Thông báo hệ thống: ${title}`, message: preview(content) },
    en: {
      title: `System Announcement: ${titleEn ?? title}`,
      message: preview(contentEn ?? content),
    },
  };
}

/**
 * The announcement is saved and audited first; the fan-out to every user who keeps system
 * announcements on is one set-based insert in its own transaction, so if it fails the
 * announcement still stands and the failure is logged.
 */
export async function createAnnouncement(
  db: Db,
  ctx: UserContext,
  {
    title,
    content,
    title_en = null,
    content_en = null,
  }: { title: string; content: string; title_en?: string | null; content_en?: string | null },
) {
  const actorId = ctx.viewer.userId;
  const { ip, log } = ctx;
  const row = await db.transaction(async (tx) => {
    const row = await insertAnnouncement(tx, {
      title,
      content,
      title_en,
      content_en,
      created_by: actorId,
    });
    await writeAudit(tx, {
      userId: actorId,
      action: 'announcement.created',
      description: `Announcement "${title}" posted`,
      ip,
      metadata: { announcement_id: row.id },
    });
    return row;
  });
  let notified = 0;
  try {
    notified = await db.transaction(async (tx) => {
      const n = await notify(tx, {
        audience: 'everyone',
        preference: 'system_announcements',
        type: 'system',
        referenceId: row.id,
        text: announcementNotice(title, content, title_en, content_en),
        link: `${ctx.publicUrl}/announcements`,
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
  const created = await findAnnouncement(db, row.id);
  return { announcement: toAnnouncement(created!), notified };
}

export async function deleteAnnouncement(db: Db, ctx: UserContext, id: string) {
  const { ip } = ctx;
  await db.transaction(async (tx) => {
    const row = await deleteAnnouncementRow(tx, id);
    if (!row) throw notFound('Announcement');
    await writeAudit(tx, {
      userId: ctx.viewer.userId,
      action: 'announcement.deleted',
      description: `Announcement "${row.title}" deleted`,
      ip,
      severity: 'warning',
    });
  });
}
