import {
  type AppSettings,
  DEFAULT_SETTINGS,
  SETTING_FIELDS,
  SETTING_KEYS,
  type SettingsResponse,
  type SettingsUpdate,
} from '../../../shared/settings';
import { writeAudit } from '../../audit/audit';
import type { Db, DbOrTx } from '../../db/client';
import type { UserContext } from '../../http/context';
import { readSettingRows, upsertSettings } from './repo';

function valid(key: keyof AppSettings, value: unknown): value is number {
  const f = SETTING_FIELDS[key];
  return typeof value === 'number' && value >= f.min && value <= f.max;
}

async function load(db: DbOrTx) {
  const rows = await readSettingRows(db);
  const settings = { ...DEFAULT_SETTINGS };
  let updatedAt: Date | null = null;
  for (const row of rows) {
    const key = row.key as keyof AppSettings;
    if (!SETTING_KEYS.includes(key) || !valid(key, row.value)) continue;
    settings[key] = row.value;
    if (!updatedAt || row.updated_at > updatedAt) updatedAt = row.updated_at;
  }
  return { settings, updatedAt };
}

/**
 * The settings in force: stored values over the defaults. Read from the database each time (a
 * one-row-per-key table) so a change made through any instance applies at once everywhere.
 */
export async function getSettings(db: DbOrTx): Promise<AppSettings> {
  return (await load(db)).settings;
}

export async function readSettingsForAdmin(db: DbOrTx): Promise<SettingsResponse> {
  const { settings, updatedAt } = await load(db);
  return {
    settings,
    defaults: DEFAULT_SETTINGS,
    updated_at: updatedAt?.toISOString() ?? null,
  };
}

/** Saves the changed values and records each change (old → new) in the same transaction. */
export async function updateSettings(
  db: Db,
  ctx: UserContext,
  update: SettingsUpdate,
): Promise<SettingsResponse> {
  const actorId = ctx.viewer.userId;
  await db.transaction(async (tx) => {
    const before = await getSettings(tx);
    const changes = Object.fromEntries(
      Object.entries(update)
        .filter(([k, v]) => before[k as keyof AppSettings] !== v)
        .map(([k, v]) => [k, { from: before[k as keyof AppSettings], to: v }]),
    );
    if (Object.keys(changes).length === 0) return;
    await upsertSettings(
      tx,
      Object.fromEntries(Object.entries(changes).map(([k, c]) => [k, c.to])),
      actorId,
    );
    await writeAudit(tx, {
      userId: actorId,
      action: 'settings.updated',
      description: Object.entries(changes)
        .map(([k, c]) => `${k}: ${c.from} → ${c.to}`)
        .join(', '),
      ip: ctx.ip,
      metadata: { changes },
    });
  });
  return readSettingsForAdmin(db);
}
