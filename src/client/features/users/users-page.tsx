import type { AdminUser } from '@shared/admin';
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminPage } from '../../components/admin/admin-page';
import type { Column } from '../../components/admin/data-table';
import { DeleteIconButton, RowActions } from '../../components/admin/row-actions';
import { DisabledHint } from '../../components/admin/tooltip';
import { PageHeader } from '../../components/page-header';
import { Button } from '../../components/ui/button';
import { useAuth } from '../../lib/auth/auth-context';
import { useFormatters } from '../../lib/format';
import { displayName } from './api';
import { DeleteUserDialog } from './delete-user-dialog';
import { UserEditDialog } from './user-edit-dialog';
import { identityColumn, roleColumn, UserList, useUserList } from './user-list';

/** Columns left out on phones (below 768 px), so email, role and actions fit without scrolling. */
const WIDE_ONLY = 'hidden md:table-cell';

/** /admin/users: find accounts by email or name, edit name and role, delete an account. */
export function UsersPage() {
  const { t } = useTranslation();
  const format = useFormatters();
  const { user: me } = useAuth();
  const list = useUserList();
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const [deleting, setDeleting] = useState<AdminUser | null>(null);

  const columns: Column<AdminUser>[] = [
    identityColumn(t('admin.users.email'), (u) => ({
      main: <span className="break-all md:whitespace-nowrap md:break-normal">{u.email}</span>,
      detail: displayName(u),
    })),
    {
      key: 'first',
      header: t('admin.users.firstName'),
      className: WIDE_ONLY,
      cell: (u) => u.first_name,
    },
    {
      key: 'last',
      header: t('admin.users.lastName'),
      className: WIDE_ONLY,
      cell: (u) => u.last_name,
    },
    roleColumn(t('admin.users.role')),
    {
      key: 'created',
      header: t('admin.users.created'),
      className: WIDE_ONLY,
      cellClassName: 'whitespace-nowrap',
      cell: (u) => format.date(u.created_at),
    },
    {
      key: 'actions',
      header: t('admin.users.actions'),
      className: 'text-right',
      cell: (u) => (
        <RowActions>
          <Button
            type="button"
            variant="ghost"
            size="icon-sm"
            aria-label={t('admin.users.editUser', { email: u.email })}
            onClick={() => setEditing(u)}
          >
            <Pencil aria-hidden="true" />
          </Button>
          {u.id === me?.user.id ? (
            <DisabledHint content={t('admin.users.conflict.self_delete')}>
              <Button
                type="button"
                variant="ghost"
                size="icon-sm"
                disabled
                aria-label={t('admin.users.deleteUser', { email: u.email })}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </DisabledHint>
          ) : (
            <DeleteIconButton
              label={t('admin.users.deleteUser', { email: u.email })}
              onClick={() => setDeleting(u)}
            />
          )}
        </RowActions>
      ),
    },
  ];

  return (
    <AdminPage>
      <PageHeader title={t('admin.users.title')} description={t('admin.users.description')} />
      <UserList list={list} columns={columns} />
      <UserEditDialog
        user={editing}
        isSelf={editing?.id === me?.user.id}
        onClose={() => setEditing(null)}
      />
      <DeleteUserDialog
        user={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={() => {
          // The last row of the last page is gone: step back so the table is not empty.
          const { paging, users } = list;
          if (users.data?.items.length === 1 && paging.page > 1) paging.setPage(paging.page - 1);
        }}
      />
    </AdminPage>
  );
}
