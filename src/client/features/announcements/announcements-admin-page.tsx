import type { Announcement } from '@shared/admin';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminPage } from '../../components/admin/admin-page';
import { ConfirmDialog } from '../../components/admin/confirm-dialog';
import { DeleteIconButton } from '../../components/admin/row-actions';
import { AnnouncementList } from '../../components/announcements/announcement-list';
import { PageHeader } from '../../components/page-header';
import { SectionCard } from '../../components/section-card';
import { translateError } from '../../lib/api-errors';
import { toast } from '../../lib/toast';
import { AnnouncementForm } from './announcement-form';
import { useDeleteAnnouncement } from './api';

/** /admin/settings/announcements: publish announcements and delete old ones. */
export function AnnouncementsAdminPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [deleting, setDeleting] = useState<Announcement | null>(null);

  const remove = useDeleteAnnouncement({
    onSuccess: () => toast.success(t('admin.announcements.deleted')),
    onError: (error) =>
      toast.error(t('admin.announcements.errorDeleting'), { description: translateError(error) }),
    onSettled: () => setDeleting(null),
  });

  return (
    <AdminPage>
      <PageHeader
        title={t('admin.announcements.title')}
        description={t('admin.announcements.description')}
      />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        {/* Stays in view beside a long list on wide screens. */}
        <SectionCard
          className="lg:sticky lg:top-20"
          title={t('admin.announcements.createTitle')}
          description={t('admin.announcements.createDescription')}
        >
          <AnnouncementForm onPublished={() => setPage(1)} />
        </SectionCard>
        <section aria-labelledby="announcements-list-title" className="grid gap-4">
          <h2 id="announcements-list-title" className="font-semibold text-lg">
            {t('admin.announcements.listTitle')}
          </h2>
          <AnnouncementList
            page={page}
            onPageChange={setPage}
            headingLevel="h3"
            renderActions={(item) => (
              <DeleteIconButton
                label={t('admin.announcements.deleteItem', { title: item.title })}
                onClick={() => setDeleting(item)}
              />
            )}
          />
        </section>
      </div>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={t('admin.announcements.confirmDeleteTitle')}
        description={
          <p>{t('admin.announcements.confirmDelete', { title: deleting?.title ?? '' })}</p>
        }
        confirmLabel={t('admin.announcements.delete')}
        destructive
        pending={remove.isPending}
        onConfirm={() => (deleting ? remove.mutate(deleting.id) : undefined)}
      />
    </AdminPage>
  );
}
