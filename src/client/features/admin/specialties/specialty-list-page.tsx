import type { Specialty } from '@shared/specialties';
import { GitMerge, Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../../components/ui/table';
import { translateError } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AdminPage, PageHeader } from '../common/page-header';
import { QueryError } from '../common/query-error';
import { useAdminSpecialties, useMergeSpecialty } from './api';
import { SpecialtyForm } from './specialty-form';

/** The specialties taxonomy: both names and synonyms, doctor counts, add, rename and merge. */
export function SpecialtyListPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.specialties.title'));
  const specialties = useAdminSpecialties();
  // null: nothing open; 'new': the add form; otherwise the id being renamed.
  const [editing, setEditing] = useState<string | null>(null);

  return (
    <AdminPage>
      <PageHeader
        title={t('admin.specialties.title')}
        description={t('admin.specialties.description')}
        actions={
          <Button onClick={() => setEditing('new')} disabled={editing === 'new'}>
            <Plus aria-hidden="true" />
            {t('admin.specialties.add')}
          </Button>
        }
      />
      {editing === 'new' && <SpecialtyForm specialty={null} onDone={() => setEditing(null)} />}
      {specialties.isPending ? (
        <Skeleton className="h-64 w-full" />
      ) : specialties.isError ? (
        <QueryError
          title={t('admin.specialties.loadFailed')}
          error={specialties.error}
          onRetry={() => specialties.refetch()}
          retrying={specialties.isFetching}
        />
      ) : (
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>{t('admin.specialties.nameVi')}</TableHead>
              <TableHead>{t('admin.specialties.nameEn')}</TableHead>
              <TableHead>{t('admin.specialties.synonyms')}</TableHead>
              <TableHead>{t('admin.specialties.doctors')}</TableHead>
              <TableHead>{t('admin.specialties.actions')}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {specialties.data.map((s) =>
              editing === s.id ? (
                <TableRow key={s.id}>
                  <TableCell colSpan={5}>
                    <SpecialtyForm specialty={s} onDone={() => setEditing(null)} />
                  </TableCell>
                </TableRow>
              ) : (
                <SpecialtyRow
                  key={s.id}
                  specialty={s}
                  others={specialties.data.filter((o) => o.id !== s.id)}
                  onEdit={() => setEditing(s.id)}
                />
              ),
            )}
          </TableBody>
        </Table>
      )}
    </AdminPage>
  );
}

function SpecialtyRow({
  specialty: s,
  others,
  onEdit,
}: {
  specialty: Specialty;
  others: Specialty[];
  onEdit: () => void;
}) {
  const { t } = useTranslation();
  const merge = useMergeSpecialty();
  const [into, setInto] = useState('');
  const target = others.find((o) => o.id === into);
  const confirmMerge = () => {
    if (!target) return;
    if (
      !window.confirm(
        t('admin.specialties.mergeConfirm', {
          from: s.name_vi,
          into: target.name_vi,
          count: s.doctor_count,
        }),
      )
    )
      return;
    merge
      .mutateAsync({ id: s.id, into: target.id })
      .then(() => toast.success(t('admin.specialties.merged')))
      .catch((error: unknown) =>
        toast.error(t('admin.specialties.mergeFailed'), { description: translateError(error) }),
      );
  };
  const selectId = `merge-${s.id}`;
  return (
    <TableRow>
      <TableCell lang="vi" className="font-medium">
        {s.name_vi}
        <div className="text-muted-foreground text-xs" lang="en">
          {s.slug}
        </div>
      </TableCell>
      <TableCell lang="en">{s.name_en}</TableCell>
      <TableCell className="text-sm">
        <span lang="vi">{s.synonyms_vi.join(', ')}</span>
        {s.synonyms_vi.length > 0 && s.synonyms_en.length > 0 && ' · '}
        <span lang="en">{s.synonyms_en.join(', ')}</span>
      </TableCell>
      <TableCell className="tabular-nums">{s.doctor_count}</TableCell>
      <TableCell>
        <div className="flex flex-wrap items-center gap-2">
          <Button variant="outline" size="sm" onClick={onEdit}>
            <Pencil aria-hidden="true" />
            {t('admin.specialties.rename')}
          </Button>
          <label htmlFor={selectId} className="sr-only">
            {t('admin.specialties.mergeInto', { name: s.name_vi })}
          </label>
          <select
            id={selectId}
            className="h-8 rounded-md border bg-background px-2 text-sm"
            value={into}
            onChange={(e) => setInto(e.target.value)}
          >
            <option value="">{t('admin.specialties.mergeChoose')}</option>
            {others.map((o) => (
              <option key={o.id} value={o.id}>
                {o.name_vi} / {o.name_en}
              </option>
            ))}
          </select>
          <Button
            variant="outline"
            size="sm"
            onClick={confirmMerge}
            disabled={!target || merge.isPending}
          >
            <GitMerge aria-hidden="true" />
            {t('admin.specialties.merge')}
          </Button>
        </div>
      </TableCell>
    </TableRow>
  );
}
