/**
 * The readable version of a data export: one HTML page in the reader's language, every field
 * under a label a person understands, dates as the site writes them (in the clinics' time zone),
 * yes and no rather than true and false, statuses and reasons in words. Ids and the machine's
 * names stay in the JSON version.
 */
import { CLINIC_TIME_ZONE } from '../../../shared/clinic-hours';
import type { Language } from '../../../shared/constants';
import { DATE_TIME_FIELDS, dateTimeFromParts, INTL_LOCALE } from '../../../shared/date-text';
import { MOH_ITEMS } from '../../../shared/moh-survey-items';
import { fullName } from '../../../shared/names';
import type { DataExport } from '../../../shared/privacy';
import { EXPORT_LABELS, type ExportLabels, SURVEY_TEXTS, type SurveyTexts } from './export-labels';

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  );

/** `{name}` placeholders filled in; the values are escaped, the template is ours. */
const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');

/** A cell or a value: markup built here from escaped text. */
type Html = { html: string };
const text = (s: string): Html => ({ html: escapeHtml(s) });

class Writer {
  private readonly moments: Intl.DateTimeFormat;
  private readonly calendar: Intl.DateTimeFormat;
  private readonly number: Intl.NumberFormat;
  private readonly percent: Intl.NumberFormat;

  constructor(
    readonly language: Language,
    readonly l: ExportLabels,
    readonly survey: SurveyTexts,
  ) {
    this.moments = new Intl.DateTimeFormat(INTL_LOCALE[language], {
      ...DATE_TIME_FIELDS[language],
      timeZone: CLINIC_TIME_ZONE,
    });
    // A calendar day (a visit's) is the same day wherever it is read.
    this.calendar = new Intl.DateTimeFormat(INTL_LOCALE[language], {
      dateStyle: 'medium',
      timeZone: 'UTC',
    });
    this.number = new Intl.NumberFormat(INTL_LOCALE[language]);
    this.percent = new Intl.NumberFormat(INTL_LOCALE[language], {
      style: 'percent',
      maximumFractionDigits: 0,
    });
  }

  /** Missing values are said to be missing, never left blank. */
  or(value: string | null | undefined, missing = this.l.notSet): Html {
    return value ? text(value) : { html: `<span class="muted">${escapeHtml(missing)}</span>` };
  }

  /** A moment as the site writes it ('3 thg 5, 2025 - 14:30' / 'May 3, 2025 - 2:30 PM'). */
  momentText(iso: string): string {
    return dateTimeFromParts(this.moments.formatToParts(new Date(iso)), this.language);
  }

  when(iso: string | null | undefined): Html {
    return this.or(iso ? this.momentText(iso) : null);
  }

  /** "Version v, on <date>", or "not set" without a version. */
  versionAt(version: string | null, iso: string | null): Html {
    if (!version) return this.or(null);
    return text(fill(this.l.versionAt, { version, date: iso ? this.momentText(iso) : '' }));
  }

  day(isoDate: string): Html {
    return text(this.calendar.format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`)));
  }

  yesNo(value: boolean): Html {
    return text(value ? this.l.yes : this.l.no);
  }

  stars(value: number): Html {
    return text(fill(this.l.outOfFive, { value: this.number.format(value) }));
  }

  /** The 0–10 recommendation answer, or "not set". */
  outOfTen(value: number | null): Html {
    return this.or(
      value === null ? null : fill(this.l.outOfTen, { value: this.number.format(value) }),
    );
  }

  /** A share given in percent (0–100), as the reader's language writes it ('80%'). */
  percentOf(value: number): Html {
    return text(this.percent.format(value / 100));
  }

  /** A thing described field by field. */
  fields(rows: [string, Html][]): string {
    const items = rows
      .map(([label, value]) => `<div><dt>${escapeHtml(label)}</dt><dd>${value.html}</dd></div>`)
      .join('');
    return `<dl>${items}</dl>`;
  }

  /** Things of one kind, one per row; "None" when there are none. */
  table<T>(items: T[], columns: [string, (item: T) => Html][]): string {
    if (items.length === 0) return `<p class="muted">${escapeHtml(this.l.none)}</p>`;
    const head = columns.map(([label]) => `<th scope="col">${escapeHtml(label)}</th>`).join('');
    const body = items
      .map(
        (item) => `<tr>${columns.map(([, cell]) => `<td>${cell(item).html}</td>`).join('')}</tr>`,
      )
      .join('');
    return `<div class="scroll"><table><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table></div>`;
  }

  /** A word for a value of a closed list, or the "other" word for one this page does not know. */
  word<K extends string>(
    words: Record<K, string>,
    value: string | null,
    other = this.l.notSet,
  ): Html {
    if (value === null) return this.or(null);
    return text(words[value as K] ?? other);
  }
}

type SurveyAnswers = NonNullable<DataExport['reviews'][number]['moh_survey']>;

/** The form's place of an item code; codes this page does not know come last. */
const formOrder = (code: string) => {
  const i = MOH_ITEMS.findIndex((item) => item.code === code);
  return i === -1 ? MOH_ITEMS.length : i;
};

/**
 * The survey as answered: each item by its code and question with the level in words, then G as
 * a percent and H as the option's words. Only what the person answered is listed.
 */
function surveyOf(w: Writer, s: SurveyAnswers): string {
  const { l, survey } = w;
  const items = survey.items as Record<string, string>;
  const rows: [string, string, Html][] = Object.entries(s.answers)
    .sort(([a], [b]) => formOrder(a) - formOrder(b))
    .map(([code, level]) => [code, items[code] ?? '', w.word(survey.levels, String(level))]);
  if (s.expectation_percent !== null)
    rows.push(['G', survey.expectation.question, w.percentOf(s.expectation_percent)]);
  if (s.return_intent !== null)
    rows.push([
      'H',
      survey.returnIntent.question,
      w.word(survey.returnIntent.options, String(s.return_intent)),
    ]);
  return `<h4>${escapeHtml(l.review.survey)}</h4>${w.fields([
    [l.survey.answered, w.when(s.created_at)],
  ])}${w.table(rows, [
    [l.survey.code, ([code]) => text(code)],
    [l.survey.question, ([, question]) => text(question)],
    [l.survey.answer, ([, , answer]) => answer],
  ])}`;
}

function reviewsOf(w: Writer, reviews: DataExport['reviews']): string {
  const { l } = w;
  if (reviews.length === 0) return `<p class="muted">${escapeHtml(l.none)}</p>`;
  return reviews
    .map((r) => {
      const fields = w.fields([
        [l.review.written, w.when(r.created_at)],
        [l.review.status, w.word(l.statuses, r.status)],
        [l.review.rating, w.stars(r.rating)],
        [l.review.medical_expertise, w.stars(r.medical_expertise)],
        [l.review.customer_experience, w.stars(r.customer_experience)],
        [l.review.compliance, w.stars(r.compliance)],
        [l.review.comment, w.or(r.comment, l.none)],
        [l.review.anonymous, w.yesNo(r.is_anonymous)],
        [l.review.consent, w.versionAt(r.consent_version, r.consent_at)],
        [l.review.recommend, w.outOfTen(r.recommend_score)],
        [l.review.contact_consent, w.yesNo(r.contact_consent)],
        [l.review.quote_consent, w.yesNo(r.quote_consent)],
      ]);
      const survey = r.moh_survey ? surveyOf(w, r.moh_survey) : '';
      const history = w.table(r.history, [
        [l.history.date, (h) => w.when(h.created_at)],
        [l.history.change, (h) => w.word(l.events, h.kind, l.otherAction)],
        [l.history.from, (h) => w.word(l.statuses, h.from_status)],
        [l.history.to, (h) => w.word(l.statuses, h.to_status)],
        [
          l.history.reason,
          (h) => (h.reason ? w.word(l.reasons, h.reason, l.reasons.other) : text('')),
        ],
      ]);
      const appeal = r.appeal
        ? `<h4>${escapeHtml(l.review.appeal)}</h4>${w.fields([
            [l.appeal.sent, w.when(r.appeal.created_at)],
            [l.appeal.message, text(r.appeal.message)],
            [l.appeal.status, w.word(l.appealStatuses, r.appeal.status)],
          ])}`
        : '';
      return `<article><h3>${escapeHtml(r.doctor.name)}</h3>${fields}${survey}<h4>${escapeHtml(l.review.history)}</h4>${history}${appeal}</article>`;
    })
    .join('');
}

function sectionsOf(w: Writer, data: DataExport): [keyof ExportLabels['sections'], string][] {
  const { l } = w;
  const { account, profile } = data;
  const name = fullName(profile.first_name, profile.last_name, w.language);
  const preferences = data.preferences;
  return [
    [
      'account',
      w.fields([
        [l.account.email, w.or(account.email)],
        ...(account.phone ? [[l.account.phone, text(account.phone)] as [string, Html]] : []),
        [l.account.email_verified, w.yesNo(account.email_verified)],
        [l.account.two_factor_enabled, w.yesNo(account.two_factor_enabled)],
        [l.account.created_at, w.when(account.created_at)],
      ]),
    ],
    [
      'profile',
      w.fields([
        [l.profile.name, w.or(name)],
        [l.profile.language, w.word(l.languages, profile.language)],
        [l.profile.photo, w.or(profile.avatar_url ? l.photoSet : null, l.none)],
        [
          l.profile.privacy,
          w.versionAt(profile.privacy_notice_version, profile.privacy_accepted_at),
        ],
        [l.profile.role, w.word(l.roles, profile.role ?? 'none')],
      ]),
    ],
    [
      'preferences',
      preferences
        ? w.fields(
            (Object.keys(l.preferences) as (keyof ExportLabels['preferences'])[])
              .filter((key) => key in preferences)
              .map((key) => [l.preferences[key], w.yesNo(preferences[key] === true)]),
          )
        : `<p class="muted">${escapeHtml(l.notSet)}</p>`,
    ],
    ['reviews', reviewsOf(w, data.reviews)],
    [
      'reports',
      w.table(data.reports, [
        [l.report.sent, (r) => w.when(r.created_at)],
        [l.report.reason, (r) => w.word(l.reportReasons, r.reason, l.reportReasons.other)],
        [l.report.note, (r) => w.or(r.note, '')],
      ]),
    ],
    [
      'notifications',
      w.table(data.notifications, [
        [l.notification.received, (n) => w.when(n.created_at)],
        [l.notification.title, (n) => text(n.title)],
        [l.notification.message, (n) => text(n.message)],
        [l.notification.read, (n) => w.yesNo(n.is_read)],
      ]),
    ],
    [
      'visits_claimed',
      w.table(data.visits_claimed, [
        [l.visit.date, (v) => w.day(v.visit_date)],
        [l.visit.clinic, (v) => w.or(v.clinic)],
        [l.visit.verified, (v) => w.when(v.created_at)],
      ]),
    ],
    [
      'messages',
      w.table(data.messages, [
        [l.message.queued, (m) => w.when(m.created_at)],
        [l.message.kind, (m) => w.word(l.messageKinds, `${m.channel}.${m.kind}`)],
        [l.message.to, (m) => text(m.to)],
        [l.message.sent, (m) => w.when(m.sent_at)],
        [l.message.delivered, (m) => w.when(m.delivered_at)],
      ]),
    ],
    [
      'sessions',
      w.table(data.sessions, [
        [l.session.started, (s) => w.when(s.created_at)],
        [l.session.expires, (s) => w.when(s.expires_at)],
        [l.session.ip, (s) => w.or(s.ip_address)],
        [l.session.device, (s) => w.or(s.user_agent)],
      ]),
    ],
    [
      'audit_events',
      w.table(data.audit_events, [
        [l.event.date, (e) => w.when(e.created_at)],
        [l.event.action, (e) => w.word(l.actions, e.action, l.otherAction)],
        [l.event.ip, (e) => w.or(e.ip_address, '')],
      ]),
    ],
  ];
}

const STYLE = `body{font:15px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}
h2{margin-top:2.5rem;border-bottom:1px solid #ccc}h3{margin-bottom:.25rem}article{margin-bottom:2rem}
dl{display:grid;gap:.25rem;margin:.5rem 0}dl>div{display:grid;grid-template-columns:minmax(10rem,16rem) 1fr;gap:1rem}
dt{font-weight:600}dd{margin:0;white-space:pre-wrap}.scroll{overflow-x:auto}
table{border-collapse:collapse;margin:.25rem 0}th,td{border:1px solid #ccc;padding:.25rem .5rem;text-align:left;vertical-align:top}
th{background:#f3f3f3}.muted{color:#555}@media (max-width:30rem){dl>div{grid-template-columns:1fr;gap:0}}`;

/** The page, in `language` (the reader's: the one the request asks for, else the profile's). */
export function exportHtml(data: DataExport, language: Language): string {
  const l = EXPORT_LABELS[language];
  const w = new Writer(language, l, SURVEY_TEXTS[language]);
  const sections = sectionsOf(w, data)
    .map(([key, body]) => `<section><h2>${escapeHtml(l.sections[key])}</h2>${body}</section>`)
    .join('\n');
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(l.title)}</title><style>${STYLE}</style></head>
<body><h1>${escapeHtml(l.title)}</h1><p>${escapeHtml(l.intro)}</p>
<p class="muted">${escapeHtml(fill(l.generated, { date: w.momentText(data.generated_at) }))}</p>
${sections}
</body></html>`;
}
