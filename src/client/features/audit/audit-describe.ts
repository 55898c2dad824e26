/**
 * The sentence of an audit entry in the viewer's language, written from its action, the names
 * the server resolved (doctor, clinic, account) and the parameters the writer recorded. The
 * English text stored with the entry is only shown in its details.
 */
import type { AuditEntry } from '@shared/admin';
import type { Language } from '@shared/constants';
import type { TFunction } from 'i18next';
import { formatList, formatNumber } from '../../lib/format';

type Exists = (key: string) => boolean;

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/** `audit.actions` keys are nested by area: 'doctor.status_changed' → actions.doctor.status_changed. */
export function actionKey(group: 'actions' | 'describe', action: string): string | null {
  // Only `<area>.<verb>` of plain words maps to a key; anything else is an unknown action.
  return /^[a-z][a-z0-9_]*\.[a-z][a-z0-9_]*$/.test(action)
    ? `admin.audit.${group}.${action}`
    : null;
}

/** A readable name for known actions; unknown ones are shown as their code. */
export function actionLabel(action: string, t: TFunction, exists: Exists): string {
  const key = actionKey('actions', action);
  return key && exists(key) ? t(key) : action;
}

/** A specialty's name as recorded, in the viewer's language when there is an English one. */
function specialtyName(vi: unknown, en: unknown, lng: Language): string | null {
  return lng === 'en' ? (text(en) ?? text(vi)) : text(vi);
}

function params(entry: AuditEntry, t: TFunction, lng: Language): Record<string, string> {
  const meta = entry.metadata ?? {};
  const value = (group: string, raw: unknown) => {
    const v = text(raw) ?? 'none';
    return t(`admin.audit.values.${group}.${v}`, { defaultValue: v });
  };
  const count = (raw: unknown) => (typeof raw === 'number' ? formatNumber(raw, lng) : '?');
  const to = record(meta.to);
  const from = record(meta.from);
  const changes = Object.keys(record(meta.changes)).map((key) =>
    t(`admin.settings.platform.fields.${key}.label`, { defaultValue: key }),
  );
  const unknownSpecialty = t('admin.audit.unknown.specialty');
  return {
    doctor: entry.doctor_name ?? t('admin.audit.unknown.doctor'),
    clinic: entry.clinic_name ?? t('admin.audit.unknown.clinic'),
    user: entry.target_user_email ?? t('admin.audit.unknown.user'),
    status: value('doctorStatus', meta.status),
    // user.role_changed records roles as from/to; specialty.updated records names there.
    from:
      entry.action === 'user.role_changed'
        ? value('role', meta.from)
        : (specialtyName(
            from.name_vi ?? meta.from_name_vi,
            from.name_en ?? meta.from_name_en,
            lng,
          ) ?? unknownSpecialty),
    to: value('role', meta.to),
    specialty:
      specialtyName(to.name_vi ?? meta.name_vi, to.name_en ?? meta.name_en, lng) ??
      unknownSpecialty,
    number: count(meta.feedback_deleted ?? meta.doctors),
    settings: formatList(changes, lng),
    subject: text(meta.subject) ?? '?',
    by: value('closedBy', meta.by),
    reviews: value('reviews', meta.reviews),
    format: (text(meta.format) ?? '?').toUpperCase(),
    topic: text(meta.label) ?? '?',
  };
}

/** The entry's sentence; an action this screen does not know gets a generic one. */
export function describeAudit(
  entry: AuditEntry,
  t: TFunction,
  exists: Exists,
  lng: Language,
): string {
  const key = actionKey('describe', entry.action);
  if (!key || !exists(key)) return t('admin.audit.unknownAction', { action: entry.action });
  return t(key, params(entry, t, lng));
}
