import { useQuery } from '@tanstack/react-query';
import { FileText } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n';
import { Button } from '../ui/button';
import { Label } from '../ui/label';
import '../../i18n/features/reply-templates';
import { loadReplyTemplates, type ReplyTemplateSource, replyTemplatesKey } from './api';

export type { ReplyTemplateSource } from './api';

interface ReplyTemplatePickerProps {
  source: ReplyTemplateSource;
  reviewId: string;
  /** The reply's current text. */
  body: string;
  /** Puts a template's filled text into the reply box; the writer edits it before sending. */
  onFill: (text: string) => void;
}

/**
 * "Start from a template": a labelled select of the templates, filled in for this review by the
 * server (the reviewer's given name or a neutral form, the doctor's and the clinic's names).
 * The list is only asked for once the writer opens it: lists show many reviews, each with a
 * reply box, and most replies are written without one.
 */
export function ReplyTemplatePicker({ source, reviewId, body, onFill }: ReplyTemplatePickerProps) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState('');
  // The text the last chosen template put in the box, to tell it from the writer's own words.
  const [filled, setFilled] = useState<string | null>(null);
  const lang = currentLanguage();
  const templates = useQuery({
    queryKey: [...replyTemplatesKey, source, reviewId, lang],
    queryFn: ({ signal }) => loadReplyTemplates(source, reviewId, lang, signal),
    enabled: open,
    staleTime: 5 * 60_000,
  });

  const choose = (templateId: string) => {
    const template = templates.data?.items.find((item) => item.id === templateId);
    if (!template) return;
    // Replacing words the writer typed asks first (they may have started before seeing that a
    // template fits; refusing outright would make them clear the box by hand). Replacing a
    // template's text they have not touched does not: nothing of theirs is lost, and moving
    // through the list with the arrow keys stays quiet.
    const ownWords = body.trim() !== '' && body !== filled;
    if (ownWords && !window.confirm(t('replyTemplates.confirmReplace', { title: template.title })))
      return;
    setChosen(templateId);
    setFilled(template.body);
    onFill(template.body);
  };

  const data = templates.data;
  return (
    <div className="grid gap-2">
      <div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          onClick={() => setOpen((was) => !was)}
        >
          <FileText aria-hidden="true" />
          {t(open ? 'replyTemplates.hide' : 'replyTemplates.start')}
        </Button>
      </div>
      <div id={`${id}-panel`} hidden={!open} className="grid gap-1">
        {!open ? null : templates.isError ? (
          <p role="alert" className="text-destructive text-sm">
            {t('replyTemplates.failed')}
          </p>
        ) : data?.items.length === 0 ? (
          <p className="text-muted-foreground text-sm">{t('replyTemplates.none')}</p>
        ) : (
          <>
            <Label htmlFor={`${id}-select`}>{t('replyTemplates.label')}</Label>
            <select
              id={`${id}-select`}
              className="h-9 w-full rounded-md border bg-background px-2 text-sm sm:max-w-sm"
              value={chosen}
              disabled={!data}
              aria-describedby={`${id}-hint`}
              onChange={(e) => choose(e.target.value)}
            >
              <option value="">
                {t(data ? 'replyTemplates.choose' : 'replyTemplates.loading')}
              </option>
              {data?.items.map((item) => (
                <option key={item.id} value={item.id} lang={data.lang}>
                  {item.title}
                </option>
              ))}
            </select>
            <p id={`${id}-hint`} className="text-muted-foreground text-xs">
              {t('replyTemplates.hint')}
            </p>
          </>
        )}
      </div>
    </div>
  );
}
