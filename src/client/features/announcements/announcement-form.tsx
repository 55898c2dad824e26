import { Send } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Spinner } from '../../components/ui/spinner';
import { Textarea } from '../../components/ui/textarea';
import { translateError } from '../../lib/api-errors';
import { useFormatters } from '../../lib/format';
import { toast } from '../../lib/toast';
import { usePublishAnnouncement } from './api';

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
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [titleEn, setTitleEn] = useState('');
  const [contentEn, setContentEn] = useState('');

  const publish = usePublishAnnouncement({
    onSuccess: () => {
      toast.success(t('admin.announcements.published'));
      setTitle('');
      setContent('');
      setTitleEn('');
      setContentEn('');
      onPublished();
    },
    onError: (error) =>
      toast.error(t('admin.announcements.errorPublishing'), { description: translateError(error) }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      title: title.trim(),
      content: content.trim(),
      title_en: titleEn.trim() || null,
      content_en: contentEn.trim() || null,
    };
    if (!body.title || !body.content) {
      toast.error(t('admin.announcements.fillBoth'));
      return;
    }
    publish.mutate(body);
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor={`${id}-title`}>{t('admin.announcements.titleLabel')}</Label>
        <Input
          id={`${id}-title`}
          value={title}
          maxLength={TITLE_MAX}
          required
          aria-required="true"
          onChange={(e) => setTitle(e.target.value)}
          placeholder={t('admin.announcements.titlePlaceholder')}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-content`}>{t('admin.announcements.contentLabel')}</Label>
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
          placeholder={t('admin.announcements.contentPlaceholder')}
        />
        <p id={`${id}-count`} className="text-right text-muted-foreground text-xs tabular-nums">
          {t('admin.announcements.characters', {
            count: content.length,
            used: format.number(content.length),
            max: format.number(CONTENT_MAX),
          })}
        </p>
      </div>
      {/* Optional English versions: English readers see the Vietnamese where they are empty. */}
      <div className="grid gap-2">
        <Label htmlFor={`${id}-title-en`}>{t('admin.announcements.titleEnLabel')}</Label>
        <Input
          id={`${id}-title-en`}
          lang="en"
          value={titleEn}
          maxLength={TITLE_MAX}
          onChange={(e) => setTitleEn(e.target.value)}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-content-en`}>{t('admin.announcements.contentEnLabel')}</Label>
        <Textarea
          id={`${id}-content-en`}
          lang="en"
          value={contentEn}
          maxLength={CONTENT_MAX}
          rows={5}
          className="min-h-32"
          onChange={(e) => setContentEn(e.target.value)}
        />
      </div>
      <Button
        type="submit"
        className="w-full sm:w-fit sm:justify-self-end"
        disabled={publish.isPending}
      >
        {publish.isPending ? <Spinner className="text-current" /> : <Send aria-hidden="true" />}
        {t('admin.announcements.publish')}
      </Button>
    </form>
  );
}
