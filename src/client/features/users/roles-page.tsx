import type { AdminUser } from '@shared/admin';
import type { Role } from '@shared/constants';
import { UserMinus, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { AdminPage } from '../../components/admin/admin-page';
import { ConfirmDialog } from '../../components/admin/confirm-dialog';
import type { Column } from '../../components/admin/data-table';
import { DisabledHint } from '../../components/admin/tooltip';
import { PageHeader } from '../../components/page-header';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { useAuth } from '../../lib/auth/auth-context';
import { toast } from '../../lib/toast';
import { displayName, userErrorMessage, useSetRole } from './api';
import { identityColumn, roleColumn, UserList, useUserList } from './user-list';

/** Assigning gives the staff role; removing clears whatever role the user has. */
const ASSIGNED_ROLE: Role = 'staff';

/** /admin/users/roles: give a user the staff role or take their role away. */
export function RolesPage() {
  const { t } = useTranslation();
  const { user: me } = useAuth();
  const list = useUserList();
  const setRole = useSetRole();
  // Taking away an admin role ends that person's sessions, so it is confirmed first.
  const [demoting, setDemoting] = useState<AdminUser | null>(null);

  const change = (user: AdminUser, role: Role | null) => {
    setRole.mutate(
      { id: user.id, role },
      {
        onSuccess: () => toast.success(t('admin.roles.roleUpdated')),
        onError: (error) =>
          toast.error(t('admin.roles.errorUpdatingRole'), { description: userErrorMessage(error) }),
        onSettled: () => setDemoting(null),
      },
    );
  };

  const pendingId = setRole.isPending ? setRole.variables?.id : undefined;
  const columns: Column<AdminUser>[] = [
    identityColumn(
      t('admin.roles.name'),
      (u) => ({
        main: <span>{displayName(u)}</span>,
        detail: u.email,
        detailClassName: 'break-all',
      }),
      'md:min-w-40',
    ),
    {
      key: 'email',
      header: t('admin.users.email'),
      className: 'hidden md:table-cell',
      cellClassName: 'whitespace-nowrap',
      cell: (u) => u.email,
    },
    roleColumn(t('admin.users.role')),
    {
      key: 'actions',
      header: t('admin.users.actions'),
      className: 'text-right',
      cell: (u) => (
        <RoleButton
          user={u}
          isSelf={u.id === me?.user.id}
          busy={pendingId === u.id}
          onClick={() =>
            u.role === 'admin' ? setDemoting(u) : change(u, u.role ? null : ASSIGNED_ROLE)
          }
        />
      ),
    },
  ];

  return (
    <AdminPage>
      <PageHeader title={t('admin.roles.title')} description={t('admin.roles.description')} />
      <UserList list={list} columns={columns} />
      <ConfirmDialog
        open={demoting !== null}
        onOpenChange={(open) => (open ? undefined : setDemoting(null))}
        title={t('admin.roles.removeAdminTitle')}
        description={
          <p>
            <Trans
              i18nKey="admin.roles.removeAdminQuestion"
              values={{ email: demoting?.email ?? '' }}
              components={{ strong: <strong className="text-foreground" /> }}
            />
          </p>
        }
        confirmLabel={t('admin.roles.remove')}
        onConfirm={() => (demoting ? change(demoting, null) : undefined)}
        pending={setRole.isPending}
        destructive
      />
    </AdminPage>
  );
}

interface RoleButtonProps {
  user: AdminUser;
  isSelf: boolean;
  busy: boolean;
  onClick: () => void;
}

/** Assigns or removes a role; an administrator cannot remove their own, and is told why. */
function RoleButton({ user, isSelf, busy, onClick }: RoleButtonProps) {
  const { t } = useTranslation();
  const name = displayName(user);
  const label = user.role
    ? t('admin.roles.removeFrom', { name })
    : t('admin.roles.assignTo', { name });
  const ownAdminRole = isSelf && user.role === 'admin';
  const button = (
    <Button
      type="button"
      size="sm"
      variant={user.role ? 'outline' : 'default'}
      disabled={busy || ownAdminRole}
      onClick={onClick}
    >
      {busy ? (
        <Spinner className="text-current" />
      ) : user.role ? (
        <UserMinus aria-hidden="true" />
      ) : (
        <UserPlus aria-hidden="true" />
      )}
      {/* Phones show the icon only; the hidden text names the action and the person. */}
      <span className="sr-only sm:not-sr-only">
        {user.role ? t('admin.roles.remove') : t('admin.roles.assign')}
      </span>
      <span className="sr-only" title={label}>
        {name}
      </span>
    </Button>
  );
  return ownAdminRole ? (
    <DisabledHint content={t('admin.users.conflict.own_admin_role')}>{button}</DisabledHint>
  ) : (
    button
  );
}
