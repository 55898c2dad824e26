import type { ProfileEdit } from '@shared/portal';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { translateError } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AdminPage, PageHeader } from '../common/page-header';
import { useDecideProfileEdit, useProfileEdits } from './api';

/** /admin/doctor-edits: doctors' proposed texts beside the texts in force; approve or reject. */
export function DoctorEditsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.roles.edits.title'));
  const edits = useProfileEdits();
  return (
    <AdminPage>
      <PageHeader title={t('admin.roles.edits.title')} description={t('admin.roles.edits.intro')} />
      {edits.data?.items.length === 0 ? (
        <p className="text-muted-foreground">{t('admin.roles.edits.empty')}</p>
      ) : null}
      <ul className="grid gap-4">
        {edits.data?.items.map((edit) => (
          <li key={edit.id}>
            <EditCard edit={edit} />
          </li>
        ))}
      </ul>
    </AdminPage>
  );
}

function EditCard({ edit }: { edit: ProfileEdit }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
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
        <Button
          disabled={decide.isPending}
          onClick={() => decide.mutate({ id: edit.id, decision: 'approved', reason })}
        >
          {t('admin.roles.edits.approve')}
        </Button>
        <div className="grid gap-1">
          <Label htmlFor={`edit-reason-${edit.id}`}>{t('admin.roles.edits.reason')}</Label>
          <Input
            id={`edit-reason-${edit.id}`}
            value={reason}
            maxLength={500}
            onChange={(e) => setReason(e.target.value)}
          />
        </div>
        <Button
          variant="outline"
          disabled={decide.isPending || reason.trim() === ''}
          onClick={() => decide.mutate({ id: edit.id, decision: 'rejected', reason })}
        >
          {t('admin.roles.edits.reject')}
        </Button>
      </CardFooter>
    </Card>
  );
}
