import type { Announcement } from '@shared/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';
import { Label } from '../../../../components/ui/label';
import { Spinner } from '../../../../components/ui/spinner';
import { Textarea } from '../../../../components/ui/textarea';
import { apiFetch, translateError } from '../../../../lib/api';
import { useFormatters } from '../../../../lib/format';
import { toast } from '../../../../lib/toast';
import { announcementsKey } from '../../../announcements/announcements-api';

const TITLE_MAX = 200;
const CONTENT_MAX = 5000;

/**
 * Publishes an announcement; the server also notifies every user who wants system announcements.
 * Both fields must be non-blank after trimming, checked here before anything is sent.
 */
export function AnnouncementForm({ onPublished }: { onPublished: () => void }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const id = useId();
  const queryClient = useQueryClient();
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');

  const publish = useMutation({
    mutationFn: (body: { title: string; content: string }) =>
      apiFetch<Announcement>('/api/admin/announcements', { method: 'POST', json: body }),
    onSuccess: async () => {
      toast.success(t('ops.announcements.published'));
      setTitle('');
      setContent('');
      onPublished();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: announcementsKey }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] }),
      ]);
    },
    onError: (error) =>
      toast.error(t('ops.announcements.errorPublishing'), { description: translateError(error) }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { title: title.trim(), content: content.trim() };
    if (!body.title || !body.content) {
      toast.error(t('ops.announcements.fillBoth'));
      return;
    }
    publish.mutate(body);
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor={`${id}-title`}>{t('ops.announcements.titleLabel')}</Label>
        <Input
          id={`${id}-title`}
          value={title}
          maxLength={TITLE_MAX}
          required
          aria-required="true"
          onChange={(e) => setTitle(e.target.value)}
          placeholder={t('ops.announcements.titlePlaceholder')}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-content`}>{t('ops.announcements.contentLabel')}</Label>
        <Textarea
          id={`${id}-content`}
          value={content}
          maxLength={CONTENT_MAX}
          required
          aria-required="true"
          aria-describedby={`${id}-count`}
          rows={5}
          className="min-h-32"
          onChange={(e) => setContent(e.target.value)}
          placeholder={t('ops.announcements.contentPlaceholder')}
        />
        <p id={`${id}-count`} className="text-right text-muted-foreground text-xs tabular-nums">
          {t('ops.announcements.characters', {
            count: content.length,
            used: format.number(content.length),
            max: format.number(CONTENT_MAX),
          })}
        </p>
      </div>
      <Button
        type="submit"
        className="w-full sm:w-fit sm:justify-self-end"
        disabled={publish.isPending}
      >
        {publish.isPending ? <Spinner className="text-current" /> : <Send aria-hidden="true" />}
        {t('ops.announcements.publish')}
      </Button>
    </form>
  );
}
