import { CHANGE_NOTE_MAX } from '@shared/change-notes';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../components/section-card';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { Label } from '../../components/ui/label';
import { Textarea } from '../../components/ui/textarea';
import { translateError } from '../../lib/api-errors';
import { toast } from '../../lib/toast';
import { usePublishChange } from './api';

/** "You said, we did" from a case: a change note linked to the case's review. */
export function CaseChangeForm({ feedbackId }: { feedbackId: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [body, setBody] = useState('');
  const [wholeClinic, setWholeClinic] = useState(false);
  const publish = usePublishChange({
    onSuccess: () => {
      setBody('');
      setWholeClinic(false);
      toast.success(t('admin.cases.change.published'));
    },
    onError: (error) => toast.error(translateError(error)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (body.trim() !== '')
      publish.mutate({ body, feedback_ids: [feedbackId], whole_clinic: wholeClinic });
  };
  return (
    <SectionCard title={t('admin.cases.change.title')}>
      <form onSubmit={submit} className="grid gap-3">
        <p id={`${id}-hint`} className="text-muted-foreground text-sm">
          {t('admin.cases.change.hint')}
        </p>
        <Label htmlFor={id} className="sr-only">
          {t('admin.cases.change.title')}
        </Label>
        <Textarea
          id={id}
          rows={3}
          maxLength={CHANGE_NOTE_MAX}
          aria-describedby={`${id}-hint`}
          value={body}
          onChange={(e) => setBody(e.target.value)}
        />
        <div className="flex items-start gap-2">
          <Checkbox
            id={`${id}-clinic`}
            checked={wholeClinic}
            onCheckedChange={(checked) => setWholeClinic(checked === true)}
            className="mt-0.5"
          />
          <Label htmlFor={`${id}-clinic`} className="font-normal leading-snug">
            {t('admin.cases.change.wholeClinic')}
          </Label>
        </div>
        <div>
          <Button type="submit" size="sm" disabled={publish.isPending || body.trim() === ''}>
            {t('admin.cases.change.publish')}
          </Button>
        </div>
      </form>
    </SectionCard>
  );
}
