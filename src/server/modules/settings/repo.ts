import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { appSettings } from '../../db/schema';

export async function readSettingRows(db: DbOrTx) {
  return db
    .select({ key: appSettings.key, value: appSettings.value, updated_at: appSettings.updated_at })
    .from(appSettings);
}

export async function upsertSettings(db: DbOrTx, values: Record<string, unknown>, actorId: string) {
  const rows = Object.entries(values).map(([key, value]) => ({
    key,
    value,
    updated_by: actorId,
    updated_at: new Date(),
  }));
  if (rows.length === 0) return;
  await db
    .insert(appSettings)
    .values(rows)
    .onConflictDoUpdate({
      target: appSettings.key,
      set: {
        value: sql`excluded.value`,
        updated_by: sql`excluded.updated_by`,
        updated_at: sql`excluded.updated_at`,
      },
    });
}
