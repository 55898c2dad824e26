import type { PublicReply } from '@shared/replies';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../lib/format';
import '../../i18n/features/replies';

const TITLE = {
  doctor: 'replies.fromDoctor',
  clinic: 'replies.fromClinic',
  author: 'replies.fromAuthor',
};

/** Published replies under a review: the doctor's or the clinic's, then the author's answer. */
export function PublicReplies({ replies }: { replies: readonly PublicReply[] }) {
  const { t } = useTranslation();
  const format = useFormatters();
  if (replies.length === 0) return null;
  return (
    <div className="flex flex-col gap-2">
      {replies.map((reply) => (
        <section
          key={`${reply.side}-${reply.published_at}`}
          className={
            reply.side === 'author'
              ? 'ms-8 rounded-lg bg-muted/50 p-3'
              : 'ms-4 rounded-lg border-s-4 border-primary bg-muted/50 p-3'
          }
        >
          <h4 className="font-semibold text-sm">
            {t(TITLE[reply.side])}{' '}
            <time dateTime={reply.published_at} className="font-normal text-muted-foreground">
              {t('replies.on', { date: format.date(reply.published_at) })}
            </time>
          </h4>
          <p
            className="whitespace-pre-line break-words text-sm"
            lang={reply.body_lang ?? undefined}
          >
            {reply.body}
          </p>
        </section>
      ))}
    </div>
  );
}
