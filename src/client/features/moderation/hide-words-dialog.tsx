import type { AdminFeedback } from '@shared/feedback';
import {
  ALERT_KINDS,
  HIDE_SPANS_MAX,
  type HiddenSpan,
  SCREENING_KINDS,
  type ScreeningKind,
} from '@shared/screening';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/admin/form-dialog';
import { OptionSelect } from '../../components/admin/option-select';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { FormField } from '../../components/ui/form-field';
import { Label } from '../../components/ui/label';
import { Textarea } from '../../components/ui/textarea';
import { readingOrder } from './screening-view';

/** Same bound as the server's note. */
const NOTE_MAX = 500;

interface HideWordsDialogProps {
  feedback: AdminFeedback | null;
  onOpenChange: (open: boolean) => void;
  pending: boolean;
  onConfirm: (spans: HiddenSpan[], note: string | undefined) => void;
}

/**
 * Hiding only what must go: the screening's findings are offered ticked (threats and self-harm
 * unticked: those are for a moderator to act on, not to tidy away), and words it missed can be
 * selected in the comment and added with their kind. The author is told the kinds and the note.
 */
export function HideWordsDialog(props: HideWordsDialogProps) {
  // A fresh form each time: nothing chosen for the previous review remains.
  return props.feedback ? <HideWordsForm key={props.feedback.id} {...props} /> : null;
}

const spanKey = (s: { start: number; end: number }) => `${s.start}-${s.end}`;

function HideWordsForm({ feedback, onOpenChange, pending, onConfirm }: HideWordsDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const text = (feedback?.comment ?? '').normalize('NFC');
  const found = readingOrder(feedback?.screening ?? []);
  const [ticked, setTicked] = useState<ReadonlySet<string>>(
    () =>
      new Set(
        found.filter((f) => !(ALERT_KINDS as readonly string[]).includes(f.kind)).map(spanKey),
      ),
  );
  const [added, setAdded] = useState<HiddenSpan[]>([]);
  const [kind, setKind] = useState<ScreeningKind>('person_name');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<'none' | 'noSelection' | null>(null);
  const commentRef = useRef<HTMLTextAreaElement>(null);

  const addSelection = () => {
    const area = commentRef.current;
    if (!area || area.selectionEnd <= area.selectionStart) {
      setProblem('noSelection');
      area?.focus();
      return;
    }
    const span = { start: area.selectionStart, end: area.selectionEnd, kind };
    setAdded((current) => [...current.filter((s) => spanKey(s) !== spanKey(span)), span]);
    setProblem(null);
  };

  const chosen = [...found.filter((f) => ticked.has(spanKey(f))), ...added].slice(
    0,
    HIDE_SPANS_MAX,
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (chosen.length === 0) {
      setProblem('none');
      return;
    }
    onConfirm(chosen, note.trim() || undefined);
  };

  return (
    <FormDialog
      open
      onOpenChange={onOpenChange}
      title={t('admin.screening.hideTitle')}
      description={t('admin.screening.hideDescription')}
      submitLabel={t('admin.screening.hideConfirm')}
      pending={pending}
      onSubmit={submit}
      className="gap-5"
    >
      {found.length > 0 ? (
        <fieldset className="grid gap-2">
          <legend className="mb-1 font-medium text-sm">{t('admin.screening.foundLegend')}</legend>
          {found.map((f) => {
            const key = spanKey(f);
            return (
              <div key={key} className="flex items-start gap-2 text-sm">
                <Checkbox
                  id={`${id}-${key}`}
                  checked={ticked.has(key)}
                  onCheckedChange={(checked) =>
                    setTicked((current) => {
                      const next = new Set(current);
                      if (checked === true) next.add(key);
                      else next.delete(key);
                      return next;
                    })
                  }
                />
                <Label htmlFor={`${id}-${key}`} className="font-normal leading-snug">
                  {t(`admin.screening.kinds.${f.kind}`)}: “{text.slice(f.start, f.end)}”
                </Label>
              </div>
            );
          })}
        </fieldset>
      ) : null}
      <div className="grid gap-2">
        <Label htmlFor={`${id}-comment`}>{t('admin.screening.selectLabel')}</Label>
        <Textarea
          id={`${id}-comment`}
          ref={commentRef}
          readOnly
          value={text}
          rows={4}
          aria-describedby={`${id}-select-hint`}
        />
        <p id={`${id}-select-hint`} className="text-muted-foreground text-sm">
          {t('admin.screening.selectHint')}
        </p>
        <div className="flex flex-wrap items-end gap-2">
          <div className="grid min-w-44 gap-1">
            <Label htmlFor={`${id}-kind`}>{t('admin.screening.kindLabel')}</Label>
            <OptionSelect
              value={kind}
              onChange={(value) => setKind(value ?? 'person_name')}
              options={SCREENING_KINDS.map((k) => ({
                value: k,
                label: t(`admin.screening.kinds.${k}`),
              }))}
              trigger={{ id: `${id}-kind` }}
            />
          </div>
          <Button type="button" variant="outline" onClick={addSelection}>
            {t('admin.screening.addSelection')}
          </Button>
        </div>
        {problem === 'noSelection' ? (
          <p role="alert" className="text-destructive text-sm">
            {t('admin.screening.noSelection')}
          </p>
        ) : null}
        {added.length > 0 ? (
          <ul className="grid gap-1 text-sm">
            {added.map((s) => (
              <li key={spanKey(s)} className="flex items-center justify-between gap-2">
                <span>
                  {t(`admin.screening.kinds.${s.kind}`)}: “{text.slice(s.start, s.end)}”
                </span>
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  onClick={() => setAdded((current) => current.filter((x) => x !== s))}
                >
                  {t('admin.screening.removeSelection')}
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <FormField id={`${id}-note`} label={t('admin.screening.noteLabel')}>
        {(control) => (
          <Textarea
            {...control}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            maxLength={NOTE_MAX}
            rows={2}
          />
        )}
      </FormField>
      {problem === 'none' ? (
        <p role="alert" className="text-destructive text-sm">
          {t('admin.screening.nothingChosen')}
        </p>
      ) : null}
    </FormDialog>
  );
}
