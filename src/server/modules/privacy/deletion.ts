/**
 * Closing an account, by its owner (after re-authentication) or by an administrator: the same
 * rules either way, in one transaction. Published reviews are removed or kept anonymously, as
 * chosen, with the rating aggregates changed in the same transaction; unpublished reviews,
 * reports, visit claims, sessions, notifications, preferences and the profile go; the audit log
 * keeps a pseudonymous entry; the avatar files are removed and a confirmation e-mail is queued.
 * The last administrator cannot be removed.
 */
import { createHmac } from 'node:crypto';
import type { Role } from '../../../shared/constants';
import type { CloseAccountReviews } from '../../../shared/privacy';
import { writeAudit } from '../../audit/audit';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../http/errors';
import { enqueueMail } from '../../mail/outbox';
import { AVATAR_IMAGE, removeImage } from '../../storage/images';
import type { Storage } from '../../storage/storage';
import { deleteUserRow } from '../accounts/service';
import { revokeApiKeysOnRoleChange } from '../api-keys/service';
import { deleteReportsBy, eraseReviewsOf } from '../feedback/service';
import { rewriteAuthorAnswers } from '../replies/service';
import { findUser, lockAdminIds } from '../users/service';
import { releaseClaimsOf } from '../visits/service';
import * as repo from './repo';
import { type Identity, scrubIdentity } from './scrub';

export interface Erasure {
  userId: string;
  reviews: CloseAccountReviews;
  /** Who asked: the person themselves, or an administrator. */
  actorId: string;
  ip: string;
  /** Keys the pseudonym, so it cannot be recomputed from the account id alone. */
  secret: string;
}

const MAIL = {
  vi: {
    subject: 'Tài khoản của bạn đã được đóng',
    text: 'Chào bạn,\n\nTài khoản của bạn trên trang đánh giá bác sĩ đã được đóng và dữ liệu cá nhân đã bị xóa. {reviews}\n\nNếu bạn không yêu cầu việc này, hãy liên hệ quầy lễ tân của phòng khám.',
    removed: 'Các đánh giá bạn đã đăng đã được gỡ.',
    anonymised: 'Các đánh giá bạn đã đăng được giữ lại ở dạng ẩn danh.',
  },
  en: {
    subject: 'Your account was closed',
    text: 'Hello,\n\nYour account on the doctor rating site was closed and your personal data deleted. {reviews}\n\nIf you did not ask for this, please contact the clinic reception.',
    removed: 'The reviews you published were removed.',
    anonymised: 'The reviews you published are kept, anonymously.',
  },
} as const;

export function pseudonymOf(userId: string, secret: string) {
  return `user-${createHmac('sha256', secret).update(userId).digest('hex').slice(0, 16)}`;
}

export async function eraseAccount(db: Db, storage: Storage, e: Erasure) {
  const avatar = await db.transaction(async (tx) => {
    const target = await findUser(tx, e.userId);
    if (!target) throw notFound('User');
    if (target.role === 'admin' && (await lockAdminIds(tx)).length <= 1)
      throw conflict('The last administrator cannot be removed', { reason: 'last_admin' });
    const profile = await repo.profileOf(tx, e.userId);
    await revokeApiKeysOnRoleChange(tx, { userId: e.actorId, ip: e.ip }, e.userId, {
      from: (target.role as Role | null) ?? null,
      to: null,
    });

    // What stays public no longer names the person where they typed their own details.
    const who: Identity = {
      firstName: profile?.first_name ?? '',
      lastName: profile?.last_name ?? '',
      email: target.email,
      phones: await repo.claimedPhonesOf(tx, e.userId),
    };
    // The feedback lifecycle deletes the reviews (removed published ones leave the doctor's score
    // in this same transaction) or keeps the published ones anonymously, their comments scrubbed.
    // Kept reviews' outpatient survey answers stay: item codes with levels, G and H, nothing typed
    // by the person and no link to them but the review, which no longer names its author. The
    // deleted reviews' answers were deleted with them (cascade).
    const reviews = await eraseReviewsOf(tx, e.userId, e.reviews === 'anonymise', (comment) =>
      scrubIdentity(comment, who),
    );
    await rewriteAuthorAnswers(tx, e.userId, (body) => scrubIdentity(body, who));
    await deleteReportsBy(tx, e.userId);
    await releaseClaimsOf(tx, e.userId);

    const pseudonym = pseudonymOf(e.userId, e.secret);
    await repo.pseudonymiseAudit(tx, target.email, pseudonym);
    const self = e.actorId === e.userId;
    // Sessions, accounts, profile, preferences, role and notifications cascade with the user.
    await deleteUserRow(tx, e.userId);
    await writeAudit(tx, {
      userId: self ? null : e.actorId,
      action: 'privacy.account_closed',
      description: `Account ${pseudonym} closed ${self ? 'by its owner' : 'by an administrator'}; published reviews ${e.reviews === 'remove' ? 'removed' : 'kept anonymously'}`,
      ip: self ? null : e.ip,
      severity: 'warning',
      metadata: {
        subject: pseudonym,
        by: self ? 'owner' : 'admin',
        reviews: e.reviews,
        removed_reviews: reviews.removed,
        kept_reviews: reviews.kept,
      },
    });
    const words = MAIL[profile?.language === 'en' ? 'en' : 'vi'];
    await enqueueMail(tx, {
      to: target.email,
      subject: words.subject,
      text: words.text.replace('{reviews}', () =>
        e.reviews === 'remove' ? words.removed : words.anonymised,
      ),
    });
    return profile?.avatar_url ?? null;
  });
  // Files are removed once the rows are gone; a failure here leaves only unreachable files.
  await removeImage(storage, avatar, AVATAR_IMAGE).catch(() => {});
}
