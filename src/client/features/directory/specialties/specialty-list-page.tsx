import type { Specialty } from '@shared/specialties';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminPage } from '../../../components/admin/admin-page';
import { type Column, DataTable } from '../../../components/admin/data-table';
import { QueryError } from '../../../components/admin/query-error';
import { PageHeader } from '../../../components/page-header';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useAdminSpecialties } from './api';
import { SpecialtyActions } from './specialty-actions';
import { SpecialtyForm } from './specialty-form';

/** The specialties taxonomy: both names and synonyms, doctor counts, add, rename and merge. */
export function SpecialtyListPage() {
  const { t } = useTranslation();
  const specialties = useAdminSpecialties();
  // null: nothing open; 'new': the add form; otherwise the id being renamed.
  const [editing, setEditing] = useState<string | null>(null);

  const columns: Column<Specialty>[] = [
    {
      key: 'vi',
      header: t('admin.specialties.nameVi'),
      cellClassName: 'font-medium',
      cell: (s) => (
        <>
          <span lang="vi">{s.name_vi}</span>
          <div className="text-muted-foreground text-xs" lang="en">
            {s.slug}
          </div>
        </>
      ),
    },
    {
      key: 'en',
      header: t('admin.specialties.nameEn'),
      cell: (s) => <span lang="en">{s.name_en}</span>,
    },
    {
      key: 'synonyms',
      header: t('admin.specialties.synonyms'),
      cellClassName: 'text-sm',
      cell: (s) => (
        <>
          <span lang="vi">{s.synonyms_vi.join(', ')}</span>
          {s.synonyms_vi.length > 0 && s.synonyms_en.length > 0 && ' · '}
          <span lang="en">{s.synonyms_en.join(', ')}</span>
        </>
      ),
    },
    {
      key: 'doctors',
      header: t('admin.specialties.doctors'),
      cellClassName: 'tabular-nums',
      cell: (s) => s.doctor_count,
    },
    {
      key: 'actions',
      header: t('admin.specialties.actions'),
      cell: (s) => (
        <SpecialtyActions
          specialty={s}
          others={(specialties.data ?? []).filter((o) => o.id !== s.id)}
          onEdit={() => setEditing(s.id)}
        />
      ),
    },
  ];

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
        <QueryError title={t('admin.specialties.loadFailed')} query={specialties} />
      ) : (
        <DataTable
          rows={specialties.data}
          rowKey={(s) => s.id}
          columns={columns}
          // Renaming happens in place: the row becomes the form.
          rowOverride={(s) =>
            editing === s.id ? (
              <SpecialtyForm specialty={s} onDone={() => setEditing(null)} />
            ) : null
          }
        />
      )}
    </AdminPage>
  );
}
