import { CASE_TEXT_MAX } from '@shared/cases';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../components/section-card';
import { Button } from '../../components/ui/button';
import { Label } from '../../components/ui/label';
import { Textarea } from '../../components/ui/textarea';
import { translateError } from '../../lib/api-errors';
import { toast } from '../../lib/toast';
import { useCaseText } from './api';

/** A message to the patient, or a private note: one text and its button. */
export function CaseTextForm({ caseId, kind }: { caseId: string; kind: 'notes' | 'messages' }) {
  const { t } = useTranslation();
  const id = useId();
  const [body, setBody] = useState('');
  const words = kind === 'notes' ? 'note' : 'message';
  const send = useCaseText(caseId, kind, {
    onSuccess: () => {
      setBody('');
      toast.success(t(kind === 'notes' ? 'admin.cases.note.added' : 'admin.cases.message.sent'));
    },
    onError: (error) => toast.error(translateError(error)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (body.trim() !== '') send.mutate(body);
  };
  return (
    <SectionCard title={t(`admin.cases.${words}.title`)}>
      <form onSubmit={submit} className="grid gap-2">
        <Label htmlFor={id} className="sr-only">
          {t(`admin.cases.${words}.title`)}
        </Label>
        <p id={`${id}-hint`} className="text-muted-foreground text-sm">
          {t(`admin.cases.${words}.hint`)}
        </p>
        <Textarea
          id={id}
          rows={3}
          maxLength={CASE_TEXT_MAX}
          aria-describedby={`${id}-hint`}
          value={body}
          onChange={(e) => setBody(e.target.value)}
        />
        <div>
          <Button type="submit" size="sm" disabled={send.isPending || body.trim() === ''}>
            {t(kind === 'notes' ? 'admin.cases.note.add' : 'admin.cases.message.send')}
          </Button>
        </div>
      </form>
    </SectionCard>
  );
}
