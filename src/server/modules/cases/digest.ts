/**
 * The daily case digest: each morning (from 07:00 in Vietnam), everyone who works on cases and
 * has not turned the digest off gets one e-mail in their language with their clinics' new low
 * reviews, open cases and overdue cases. Nothing is sent to someone with nothing to report. One
 * instance sends it per day: the one that records the day in `case_digest_runs`.
 */
import { CLINIC_TIME_ZONE } from '../../../shared/clinic-hours';
import type { Language } from '../../../shared/constants';
import { rolesWith } from '../../../shared/permissions';
import type { Db } from '../../db/client';
import type { Logger } from '../../lib/logger';
import { startPeriodicJob } from '../../lib/periodic-job';
import { enqueueMail } from '../../mail/outbox';
import { clinicScopeOf } from '../staff-clinics/service';
import { claimDigestDay, type DigestCounts, digestCounts, digestRecipients } from './digest-repo';

const TZ = CLINIC_TIME_ZONE;
const SEND_FROM_HOUR = 7;

/** The day and hour in Vietnam. */
function vietnamClock(now: Date) {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: TZ,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { day: `${part('year')}-${part('month')}-${part('day')}`, hour: Number(part('hour')) };
}

function digestText(c: DigestCounts, language: Language, link: string) {
  if (language === 'en')
    return {
      subject: `Cases today: ${c.overdue} overdue, ${c.active} open`,
      text: [
        `New low reviews in the last 24 hours: ${c.new_low}`,
        `Open cases: ${c.active}`,
        `Overdue cases: ${c.overdue}`,
        '',
        link,
        '',
        'You can turn this digest off in your notification preferences.',
      ].join('\n'),
    };
  return {
    subject: `Hồ sơ hôm nay: ${c.overdue} quá hạn, ${c.active} đang xử lý`,
    text: [
      `Đánh giá thấp mới trong 24 giờ qua: ${c.new_low}`,
      `Hồ sơ đang xử lý: ${c.active}`,
      `Hồ sơ quá hạn: ${c.overdue}`,
      '',
      link,
      '',
      'Bạn có thể tắt bản tin này trong phần cài đặt thông báo.',
    ].join('\n'),
  };
}

/** Sends today's digest if it is time and no instance has; answers how many were queued. */
export async function sendDailyDigest(db: Db, publicUrl: string, now = new Date()) {
  const { day, hour } = vietnamClock(now);
  if (hour < SEND_FROM_HOUR) return 0;
  return db.transaction(async (tx) => {
    if (!(await claimDigestDay(tx, day))) return 0;
    const roles = rolesWith('manage_cases');
    const recipients = await digestRecipients(tx, roles);
    let queued = 0;
    for (const r of recipients) {
      const scope = await clinicScopeOf(tx, { userId: r.id, role: r.role });
      const counts = await digestCounts(tx, scope, now);
      if (counts.new_low + counts.active + counts.overdue === 0) continue;
      const { subject, text } = digestText(counts, r.language, `${publicUrl}/admin/cases`);
      await enqueueMail(tx, { to: r.email, subject, text });
      queued++;
    }
    return queued;
  });
}

export function startCaseDigestJob(
  db: Db,
  publicUrl: string,
  log: Logger,
  onMailQueued: () => void,
  intervalMs = 10 * 60_000,
) {
  return startPeriodicJob({
    name: 'case digest',
    log,
    intervalMs,
    firstAfterMs: 30_000,
    pass: async () => {
      const queued = await sendDailyDigest(db, publicUrl);
      if (queued) {
        log.info({ queued }, 'case digests queued');
        onMailQueued();
      }
    },
  });
}
