import type { HiddenWords, ScreeningFinding } from '@shared/screening';
import { EyeOff, Siren, TriangleAlert } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/utils';

/** Findings whose spans do not overlap, in reading order (the first of two overlapping wins). */
export function readingOrder(findings: readonly ScreeningFinding[]): ScreeningFinding[] {
  const sorted = [...findings].sort((a, b) => a.start - b.start || b.end - a.end);
  const out: ScreeningFinding[] = [];
  for (const f of sorted) if (f.start >= (out.at(-1)?.end ?? 0)) out.push(f);
  return out;
}

/** Alerts stand out most, then personal data, then abuse. */
const markClass = (kind: ScreeningFinding['kind']) =>
  kind === 'threat' || kind === 'self_harm'
    ? 'bg-destructive-soft text-destructive ring-1 ring-destructive/50'
    : kind === 'abuse'
      ? 'bg-muted ring-1 ring-foreground/30'
      : 'bg-warning-soft ring-1 ring-warning/60';

/**
 * The comment as text (never as HTML: it is untrusted input) with what the screening found
 * highlighted, each highlight followed by its kind for screen readers.
 */
export function ScreenedComment({
  comment,
  lang,
  findings,
}: {
  comment: string;
  lang: string | undefined;
  findings: readonly ScreeningFinding[];
}) {
  const { t } = useTranslation();
  // The spans index the comment in NFC, as the server read it.
  const text = comment.normalize('NFC');
  const parts: ReactNode[] = [];
  let at = 0;
  for (const f of readingOrder(findings)) {
    if (f.end > text.length) break;
    parts.push(text.slice(at, f.start));
    const kind = t(`admin.screening.kinds.${f.kind}`);
    parts.push(
      <Fragment key={f.start}>
        <mark title={kind} className={cn('rounded-sm px-0.5 text-inherit', markClass(f.kind))}>
          {text.slice(f.start, f.end)}
        </mark>
        <span className="sr-only"> ({kind})</span>
      </Fragment>,
    );
    at = f.end;
  }
  parts.push(text.slice(at));
  return (
    <p className="whitespace-pre-line break-words text-sm" lang={lang}>
      {parts}
    </p>
  );
}

/** Why the screening asks for attention: the most urgent level, then each finding's words. */
export function ScreeningNote({
  comment,
  findings,
  risk,
}: {
  comment: string;
  findings: readonly ScreeningFinding[];
  risk: number;
}) {
  const { t } = useTranslation();
  if (risk === 0 || findings.length === 0) return null;
  const text = comment.normalize('NFC');
  const Icon = risk >= 3 ? Siren : TriangleAlert;
  return (
    <section
      aria-label={t('admin.screening.label')}
      className={cn(
        'grid gap-1 rounded-md border p-3 text-sm',
        risk >= 3
          ? 'border-destructive/50 bg-destructive-soft'
          : 'border-warning/40 bg-warning-soft',
      )}
    >
      <h4 className={cn('flex items-center gap-1.5 font-medium', risk >= 3 && 'text-destructive')}>
        <Icon className="size-4" aria-hidden="true" />
        {t(`admin.screening.risk.${risk}`)}
      </h4>
      <ul className="grid gap-0.5">
        {readingOrder(findings).map((f) => (
          <li key={f.start}>
            {t(`admin.screening.kinds.${f.kind}`)}: “{text.slice(f.start, f.end)}”
          </li>
        ))}
      </ul>
      <p className="text-muted-foreground">{t('admin.screening.hint')}</p>
    </section>
  );
}

/** The words a moderator hid from the published comment, as only moderators see them. */
export function HiddenWordsNote({ hidden }: { hidden: HiddenWords }) {
  const { t } = useTranslation();
  return (
    <section className="grid gap-1 rounded-md border p-3 text-sm">
      <h4 className="flex items-center gap-1.5 font-medium">
        <EyeOff className="size-4" aria-hidden="true" />
        {t('admin.screening.hiddenTitle')}
      </h4>
      <ul className="grid gap-0.5">
        {hidden.words.map((w, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed once hidden
          <li key={i}>
            {t(`admin.screening.kinds.${w.kind}`)}: “{w.text}”
          </li>
        ))}
      </ul>
      {hidden.note ? (
        <p className="text-muted-foreground">
          {t('admin.screening.hiddenNote', { note: hidden.note })}
        </p>
      ) : null}
    </section>
  );
}
