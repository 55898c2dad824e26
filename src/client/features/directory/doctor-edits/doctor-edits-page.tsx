import type { ProfileEdit } from '@shared/portal';
import { useTranslation } from 'react-i18next';
import { AdminPage } from '../../../components/admin/admin-page';
import { DecisionControls, QueueList } from '../../../components/admin/decision-queue';
import { PageHeader } from '../../../components/page-header';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../../../components/ui/card';
import { translateError } from '../../../lib/api-errors';
import { toast } from '../../../lib/toast';
import { useDecideProfileEdit, useProfileEdits } from './api';

/** /admin/doctor-edits: doctors' proposed texts beside the texts in force; approve or reject. */
export function DoctorEditsPage() {
  const { t } = useTranslation();
  const edits = useProfileEdits();
  return (
    <AdminPage>
      <PageHeader title={t('admin.roles.edits.title')} description={t('admin.roles.edits.intro')} />
      <QueueList items={edits.data?.items} emptyText={t('admin.roles.edits.empty')}>
        {(edit) => <EditCard edit={edit} />}
      </QueueList>
    </AdminPage>
  );
}

function EditCard({ edit }: { edit: ProfileEdit }) {
  const { t } = useTranslation();
  const decide = useDecideProfileEdit({
    onSuccess: (r) =>
      toast.success(
        t(r.status === 'approved' ? 'admin.roles.edits.approved' : 'admin.roles.edits.rejected'),
      ),
    onError: (error) => toast.error(translateError(error)),
  });
  const empty = t('admin.roles.edits.emptyValue');
  return (
    <Card>
      <CardHeader>
        <CardTitle asHeading="h2">{edit.doctor_name}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {edit.diff.map((d) => (
          <section key={d.field} className="grid gap-2">
            <h3 className="font-semibold">{t(`admin.roles.edits.fields.${d.field}`)}</h3>
            <div className="grid gap-2 md:grid-cols-2">
              <div className="rounded-md border border-destructive/40 bg-destructive-soft p-3">
                <p className="font-medium text-sm">{t('admin.roles.edits.current')}</p>
                <del className="whitespace-pre-line">{d.current ?? empty}</del>
              </div>
              <div className="rounded-md border border-success/40 bg-success-soft p-3">
                <p className="font-medium text-sm">{t('admin.roles.edits.proposed')}</p>
                <ins className="whitespace-pre-line no-underline">{d.proposed ?? empty}</ins>
              </div>
            </div>
          </section>
        ))}
      </CardContent>
      <CardFooter className="flex flex-wrap items-end gap-3">
        <DecisionControls
          reasonId={`edit-reason-${edit.id}`}
          labels={{
            accept: t('admin.roles.edits.approve'),
            reason: t('admin.roles.edits.reason'),
            reject: t('admin.roles.edits.reject'),
          }}
          pending={decide.isPending}
          onDecide={(decision, reason) =>
            decide.mutate({
              id: edit.id,
              decision: decision === 'accept' ? 'approved' : 'rejected',
              reason,
            })
          }
        />
      </CardFooter>
    </Card>
  );
}
