import { desc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { announcements, profiles } from '../../db/schema';

const withAuthor = (db: DbOrTx) =>
  db
    .select({
      id: announcements.id,
      title: announcements.title,
      content: announcements.content,
      title_en: announcements.title_en,
      content_en: announcements.content_en,
      created_at: announcements.created_at,
      created_by: announcements.created_by,
      first_name: profiles.first_name,
      last_name: profiles.last_name,
      language: profiles.language,
    })
    .from(announcements)
    .leftJoin(profiles, eq(profiles.id, announcements.created_by));

export type AnnouncementRow = Awaited<ReturnType<ReturnType<typeof withAuthor>['execute']>>[number];

export async function findAnnouncementPage(db: Db, page: number, pageSize: number) {
  const [rows, [total]] = await Promise.all([
    withAuthor(db)
      .orderBy(desc(announcements.created_at), desc(announcements.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(announcements),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findAnnouncement(db: DbOrTx, id: string) {
  const [row] = await withAuthor(db).where(eq(announcements.id, id));
  return row;
}

export async function insertAnnouncement(
  db: DbOrTx,
  values: {
    title: string;
    content: string;
    title_en: string | null;
    content_en: string | null;
    created_by: string;
  },
) {
  const [row] = await db.insert(announcements).values(values).returning();
  return row!;
}

export async function deleteAnnouncementRow(db: DbOrTx, id: string) {
  const [row] = await db
    .delete(announcements)
    .where(eq(announcements.id, id))
    .returning({ title: announcements.title });
  return row;
}
