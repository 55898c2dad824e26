import { zodResolver } from '@hookform/resolvers/zod';
import {
  REPLY_TEMPLATE_BODY_MAX,
  REPLY_TEMPLATE_PLACEHOLDERS,
  REPLY_TEMPLATE_TITLE_MAX,
  type ReplyTemplate,
  replyTemplateCreateSchema,
} from '@shared/reply-templates';
import { Save } from 'lucide-react';
import { useId } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormDialog } from '../../components/admin/form-dialog';
import { FormTextField } from '../../components/admin/form-text-field';
import { serverFieldErrors } from '../../components/admin/server-fields';
import { translateError } from '../../lib/api-errors';
import { toast } from '../../lib/toast';
import { useSaveReplyTemplate } from './api';

type Values = z.input<typeof replyTemplateCreateSchema>;
type Output = z.output<typeof replyTemplateCreateSchema>;

const EMPTY: Values = { title_vi: '', title_en: '', body_vi: '', body_en: '' };

/** The placeholders a text may use, and what each becomes in a reply. */
function PlaceholderHelp({ id }: { id: string }) {
  const { t } = useTranslation();
  return (
    <div id={id} className="grid gap-1 rounded-md bg-muted/50 p-3 text-sm">
      <p className="font-medium">{t('admin.replyTemplates.placeholdersTitle')}</p>
      <ul className="grid gap-1">
        {REPLY_TEMPLATE_PLACEHOLDERS.map((name) => (
          <li key={name}>
            <code className="rounded bg-background px-1 font-mono">{`{${name}}`}</code>{' '}
            {t(`admin.replyTemplates.placeholders.${name}`)}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Adds a template (`template` null) or edits one: both titles and both texts, checked here with
 * the server's own schema, so a mistake (an unknown placeholder) shows before anything is sent.
 */
export function ReplyTemplateDialog({
  template,
  onClose,
}: {
  template: ReplyTemplate | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const save = useSaveReplyTemplate();
  const form = useForm<Values, unknown, Output>({
    defaultValues: template
      ? {
          title_vi: template.title_vi,
          title_en: template.title_en,
          body_vi: template.body_vi,
          body_en: template.body_en,
        }
      : EMPTY,
    resolver: zodResolver(replyTemplateCreateSchema),
    mode: 'onBlur',
  });

  const submit = form.handleSubmit((values) =>
    save
      .mutateAsync({ id: template?.id ?? null, values })
      .then(() => {
        toast.success(t(template ? 'admin.replyTemplates.updated' : 'admin.replyTemplates.added'));
        onClose();
      })
      .catch((error: unknown) => {
        for (const field of serverFieldErrors(error)) {
          form.setError(field.path as FieldPath<Values>, { message: field.message });
        }
        toast.error(t('admin.replyTemplates.saveFailed'), { description: translateError(error) });
      }),
  );

  const count = (name: 'body_vi' | 'body_en') =>
    t('admin.replyTemplates.count', {
      count: form.watch(name).length,
      max: REPLY_TEMPLATE_BODY_MAX,
    });
  const title = (name: 'title_vi' | 'title_en', lang: string) => (
    <FormTextField
      form={form}
      name={name}
      id={`${id}-${name}`}
      label={t(
        name === 'title_vi' ? 'admin.replyTemplates.titleVi' : 'admin.replyTemplates.titleEn',
      )}
      lang={lang}
      maxLength={REPLY_TEMPLATE_TITLE_MAX}
      autoComplete="off"
      required
    />
  );
  const body = (name: 'body_vi' | 'body_en', lang: string) => (
    <FormTextField
      form={form}
      name={name}
      id={`${id}-${name}`}
      label={t(name === 'body_vi' ? 'admin.replyTemplates.bodyVi' : 'admin.replyTemplates.bodyEn')}
      lang={lang}
      rows={5}
      maxLength={REPLY_TEMPLATE_BODY_MAX}
      hint={count(name)}
      required
    />
  );

  return (
    <FormDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t(template ? 'admin.replyTemplates.editTitle' : 'admin.replyTemplates.addTitle')}
      description={t('admin.replyTemplates.dialogDescription')}
      submitLabel={t(template ? 'admin.replyTemplates.save' : 'admin.replyTemplates.create')}
      submitIcon={<Save aria-hidden="true" />}
      pending={save.isPending}
      onSubmit={submit}
    >
      <PlaceholderHelp id={`${id}-placeholders`} />
      {title('title_vi', 'vi')}
      {body('body_vi', 'vi')}
      {title('title_en', 'en')}
      {body('body_en', 'en')}
    </FormDialog>
  );
}
