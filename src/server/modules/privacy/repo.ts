/**
 * SQL of the privacy rights: re-authentication before closing an account (its TOTP check is the
 * auth's, auth/totp.ts), closing it (every call runs inside the closing transaction) and the
 * retention job. The data export reads through export-repo.ts. The reviews themselves (status,
 * history, aggregates, reports) are changed through the feedback module's service, their survey
 * answers through moh-survey's.
 */
import { and, eq, isNotNull, isNull, like, lt, ne, or, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client';
import { accounts, auditLogs, mailOutbox, profiles, users, visits } from '../../db/schema';
import { containing } from '../../db/search';

// ---- re-authentication ----

/** The password hash of the account's credential and whether two-factor is on. */
export async function credentialOf(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ hash: accounts.password, twoFactorEnabled: users.twoFactorEnabled })
    .from(users)
    .innerJoin(accounts, and(eq(accounts.userId, users.id), eq(accounts.providerId, 'credential')))
    .where(eq(users.id, userId));
  return row;
}

/** The number a phone account signs in with (E.164), if it is one. */
export async function phoneNumberOf(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ phone: users.phoneNumber })
    .from(users)
    .where(eq(users.id, userId));
  return row?.phone ?? null;
}

// ---- closing an account ----

/** The phone numbers of the visits the person claimed: numbers they gave as their own. */
export async function claimedPhonesOf(tx: DbOrTx, userId: string) {
  const rows = await tx
    .selectDistinct({ phone: visits.phone })
    .from(visits)
    .where(eq(visits.claimed_by, userId));
  return rows.map((r) => r.phone);
}

export async function profileOf(tx: DbOrTx, userId: string) {
  const [row] = await tx
    .select({
      avatar_url: profiles.avatar_url,
      language: profiles.language,
      first_name: profiles.first_name,
      last_name: profiles.last_name,
    })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return row;
}

/**
 * Older audit entries name the account's e-mail in their description or their metadata (an
 * invitation, a role change): it is replaced by the pseudonym in both.
 */
export async function pseudonymiseAudit(tx: DbOrTx, email: string, pseudonym: string) {
  const metadataText = sql`${auditLogs.metadata}::text`;
  await tx
    .update(auditLogs)
    .set({
      description: sql`replace(${auditLogs.description}, ${email}, ${pseudonym})`,
      metadata: sql`replace(${metadataText}, ${email}, ${pseudonym})::jsonb`,
    })
    .where(
      and(
        or(like(auditLogs.description, containing(email)), like(metadataText, containing(email))),
        ne(auditLogs.action, 'privacy.account_closed'),
      ),
    );
}

// ---- retention ----

/**
 * Takes the transaction-scoped advisory lock `key` if no one holds it (never waits); it is
 * released at commit or rollback, so a pooled connection can never keep it.
 */
export async function tryTransactionLock(tx: DbOrTx, key: number) {
  const [lock] = await queryRows<{ locked: boolean }>(
    tx,
    sql`select pg_try_advisory_xact_lock(${key}) as locked`,
  );
  return lock?.locked === true;
}

/** Deletes the invitation and reminder messages queued before `cutoff` (sent or not). */
export async function deleteInvitationMessagesBefore(db: DbOrTx, cutoff: Date) {
  const rows = await db
    .delete(mailOutbox)
    .where(and(isNotNull(mailOutbox.purpose), lt(mailOutbox.created_at, cutoff)))
    .returning({ id: mailOutbox.id });
  return rows.length;
}

/** Deletes the text messages that are not invitations (sign-in codes) queued before `cutoff`. */
export async function deleteSignInCodesBefore(db: DbOrTx, cutoff: Date) {
  const rows = await db
    .delete(mailOutbox)
    .where(
      and(
        isNull(mailOutbox.purpose),
        ne(mailOutbox.channel, 'email'),
        lt(mailOutbox.created_at, cutoff),
      ),
    )
    .returning({ id: mailOutbox.id });
  return rows.length;
}
