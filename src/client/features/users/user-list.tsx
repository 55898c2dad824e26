import type { AdminUser } from '@shared/admin';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '../../components/admin/data-table';
import { PagedSearchList } from '../../components/admin/paged-search-list';
import { useSearchPaging } from '../../components/admin/use-search-paging';
import { RoleBadge } from '../../components/role-badge';
import { useAuth } from '../../lib/auth/auth-context';
import { cn } from '../../lib/utils';
import { USERS_PAGE_SIZE, useAdminUsers } from './api';

interface UserIdentityProps {
  user: AdminUser;
  /** The column's own text (the name or the e-mail). */
  main: ReactNode;
  /** What phones show under it, since they hide the column that says it. */
  detail: string;
  /** e.g. 'break-all' for an e-mail. */
  detailClassName?: string;
}

/** Who a row is about, marked "(you)" on the viewer's own row. */
function UserIdentity({ user, main, detail, detailClassName }: UserIdentityProps) {
  const { t } = useTranslation();
  const { user: me } = useAuth();
  return (
    <>
      {main}
      {user.id === me?.user.id ? (
        <span className="ml-2 text-muted-foreground text-xs">{t('admin.users.you')}</span>
      ) : null}
      <span
        className={cn('block font-normal text-muted-foreground text-xs md:hidden', detailClassName)}
      >
        {detail}
      </span>
    </>
  );
}

/** The first column of both user tables: the user, with the viewer's own row marked. */
export function identityColumn(
  header: string,
  parts: (user: AdminUser) => Omit<UserIdentityProps, 'user'>,
  cellClassName?: string,
): Column<AdminUser> {
  return {
    key: 'identity',
    header,
    cellClassName: cn('font-medium', cellClassName),
    cell: (user) => <UserIdentity user={user} {...parts(user)} />,
  };
}

/** The role of a user, as its badge. */
export function roleColumn(header: string): Column<AdminUser> {
  return {
    key: 'role',
    header,
    cellClassName: 'md:whitespace-nowrap',
    cell: (user) => <RoleBadge role={user.role} />,
  };
}

/** The accounts matching the search box, one page of them (both user screens list them so). */
export function useUserList() {
  const paging = useSearchPaging();
  const users = useAdminUsers({ q: paging.q, page: paging.page });
  return { paging, users };
}

interface UserListProps {
  list: ReturnType<typeof useUserList>;
  columns: Column<AdminUser>[];
}

/** The searchable, paged table of accounts, with the columns of its screen. */
export function UserList({ list, columns }: UserListProps) {
  const { t } = useTranslation();
  return (
    <PagedSearchList
      paging={list.paging}
      query={list.users}
      pageSize={USERS_PAGE_SIZE}
      searchLabel={t('admin.users.searchLabel')}
      searchPlaceholder={t('admin.users.searchPlaceholder')}
      errorMessage={(message) => t('admin.users.loadError', { message })}
      emptyText={t('admin.users.empty')}
    >
      {(items) => <DataTable rows={items} rowKey={(u) => u.id} columns={columns} />}
    </PagedSearchList>
  );
}
