import { sql } from 'drizzle-orm';
import type { Language, Role } from '../../../shared/constants';
import { type DbOrTx, queryRows } from '../../db/client';
import { scopeCondition } from './repo';

/** What one person's digest reports. */
export interface DigestCounts {
  new_low: number;
  active: number;
  overdue: number;
}

/** Records that `day`'s digest is sent: true for the one caller that records it first. */
export async function claimDigestDay(tx: DbOrTx, day: string) {
  const won = await queryRows<{ day: string }>(
    tx,
    sql`insert into case_digest_runs (day) values (${day}) on conflict do nothing returning day`,
  );
  return won.length > 0;
}

/** The people with one of `roles` who have not turned the daily digest off, by id. */
export async function digestRecipients(tx: DbOrTx, roles: readonly Role[]) {
  return queryRows<{
    id: string;
    email: string;
    role: Role;
    language: Language;
  }>(
    tx,
    sql`select u.id, u.email, r.role, coalesce(p.language, 'vi') as language
      from users u
      join user_roles r on r.user_id = u.id
      left join profiles p on p.id = u.id
      left join user_preferences up on up.user_id = u.id
      where r.role in (${sql.join(
        roles.map((x) => sql`${x}`),
        sql`, `,
      )})
        and coalesce((up.notification_preferences ->> 'daily_digest')::boolean, true)
      order by u.id`,
  );
}

/** New low reviews of the last 24 hours, open and overdue cases, in the clinics of `scope`. */
export async function digestCounts(
  tx: DbOrTx,
  scope: readonly string[] | null,
  now: Date,
): Promise<DigestCounts> {
  const [row] = await queryRows<DigestCounts>(
    tx,
    sql`select
      count(*) filter (where origin = 'auto' and created_at >= ${now.toISOString()}::timestamptz - interval '24 hours')::int as new_low,
      count(*) filter (where status in ('open', 'contacted'))::int as active,
      count(*) filter (where status in ('open', 'contacted') and due_at < ${now.toISOString()}::timestamptz)::int as overdue
      from service_cases
      where ${scopeCondition(scope) ?? sql`true`}`,
  );
  return row ?? { new_low: 0, active: 0, overdue: 0 };
}
