import type { ReplyTemplate } from '@shared/reply-templates';
import { Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminPage } from '../../components/admin/admin-page';
import { ConfirmDialog } from '../../components/admin/confirm-dialog';
import { LoadStates } from '../../components/admin/load-states';
import { DeleteIconButton, RowActions } from '../../components/admin/row-actions';
import { PageHeader } from '../../components/page-header';
import { Button } from '../../components/ui/button';
import { translateError } from '../../lib/api-errors';
import { toast } from '../../lib/toast';
import { useDeleteReplyTemplate, useReplyTemplates } from './api';
import { ReplyTemplateDialog } from './reply-template-dialog';

/** One template: both titles, both texts (placeholders as written), edit and delete. */
function TemplateCard({
  template: r,
  onEdit,
  onDelete,
}: {
  template: ReplyTemplate;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const texts = [
    { lang: 'vi', label: t('admin.replyTemplates.vietnamese'), body: r.body_vi },
    { lang: 'en', label: t('admin.replyTemplates.english'), body: r.body_en },
  ];
  return (
    <li className="grid gap-3 rounded-lg border p-4">
      <div className="flex items-start justify-between gap-2">
        <div className="grid min-w-0 gap-0.5">
          <h2 className="break-words font-semibold" lang="vi">
            {r.title_vi}
          </h2>
          <p className="break-words text-muted-foreground text-sm" lang="en">
            {r.title_en}
          </p>
        </div>
        <RowActions>
          <Button
            type="button"
            variant="ghost"
            size="icon-sm"
            aria-label={t('admin.replyTemplates.editItem', { title: r.title_vi })}
            title={t('admin.replyTemplates.edit')}
            onClick={onEdit}
          >
            <Pencil aria-hidden="true" />
          </Button>
          <DeleteIconButton
            label={t('admin.replyTemplates.deleteItem', { title: r.title_vi })}
            title={t('admin.replyTemplates.delete')}
            onClick={onDelete}
          />
        </RowActions>
      </div>
      <div className="grid gap-3 md:grid-cols-2">
        {texts.map((text) => (
          <div key={text.lang} className="grid content-start gap-1">
            <p className="font-medium text-muted-foreground text-xs">{text.label}</p>
            <p className="whitespace-pre-line break-words text-sm" lang={text.lang}>
              {text.body}
            </p>
          </div>
        ))}
      </div>
    </li>
  );
}

/** /admin/reply-templates: the texts doctors and staff may start a public reply from. */
export function ReplyTemplatesPage() {
  const { t } = useTranslation();
  const templates = useReplyTemplates();
  // null: no dialog; 'new': adding; otherwise the template being edited.
  const [editing, setEditing] = useState<ReplyTemplate | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ReplyTemplate | null>(null);
  const remove = useDeleteReplyTemplate();

  const confirmDelete = () => {
    if (!deleting) return;
    remove
      .mutateAsync(deleting.id)
      .then(() => toast.success(t('admin.replyTemplates.deleted')))
      .catch((error: unknown) =>
        toast.error(t('admin.replyTemplates.deleteFailed'), { description: translateError(error) }),
      )
      .finally(() => setDeleting(null));
  };

  return (
    <AdminPage>
      <PageHeader
        title={t('admin.replyTemplates.title')}
        description={t('admin.replyTemplates.description')}
        actions={
          <Button onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" />
            {t('admin.replyTemplates.add')}
          </Button>
        }
      />
      <LoadStates
        query={templates}
        errorMessage={(message) => t('admin.replyTemplates.loadFailed', { message })}
        isEmpty={(items) => items.length === 0}
        emptyText={t('admin.replyTemplates.empty')}
      >
        {(items) => (
          <ul className="grid gap-4">
            {items.map((r) => (
              <TemplateCard
                key={r.id}
                template={r}
                onEdit={() => setEditing(r)}
                onDelete={() => setDeleting(r)}
              />
            ))}
          </ul>
        )}
      </LoadStates>
      {editing ? (
        <ReplyTemplateDialog
          // A fresh form for each template opened.
          key={editing === 'new' ? 'new' : editing.id}
          template={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={t('admin.replyTemplates.confirmDeleteTitle')}
        description={
          <p>{t('admin.replyTemplates.confirmDelete', { title: deleting?.title_vi ?? '' })}</p>
        }
        confirmLabel={t('admin.replyTemplates.delete')}
        destructive
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </AdminPage>
  );
}
