import type { AdminUser } from '@shared/admin';
import type { Role } from '@shared/constants';
import { UserMinus, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useDebounce } from 'use-debounce';
import { RoleBadge } from '../../../components/role-badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../../components/ui/table';
import { translateError } from '../../../lib/api';
import { useAuth } from '../../../lib/auth/auth-context';
import { SEARCH_DEBOUNCE_MS } from '../../../lib/search-debounce';
import { toast } from '../../../lib/toast';
import { ConfirmDialog } from '../common/confirm-dialog';
import { AdminPage, PageHeader } from '../common/page-header';
import { Pager } from '../common/pager';
import { EmptyBlock, ErrorBlock, LoadingBlock } from '../common/screen-states';
import { SearchInput } from '../common/search-input';
import { DisabledHint } from '../common/tooltip';
import { displayName, USERS_PAGE_SIZE, useAdminUsers, userErrorMessage, useSetRole } from './api';

/** Assigning gives the staff role; removing clears whatever role the user has. */
const ASSIGNED_ROLE: Role = 'staff';

/** /admin/users/roles: give a user the staff role or take their role away. */
export function RolesPage() {
  const { t } = useTranslation();
  const { user: me } = useAuth();
  const [search, setSearch] = useState('');
  const [q] = useDebounce(search.trim(), SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const users = useAdminUsers({ q, page });
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

  return (
    <AdminPage>
      <PageHeader
        title={t('admin.roles.title')}
        documentTitle={t('admin.roles.title')}
        description={t('admin.roles.description')}
      />
      <SearchInput
        label={t('admin.users.searchLabel')}
        placeholder={t('admin.users.searchPlaceholder')}
        value={search}
        onChange={(value) => {
          setSearch(value);
          setPage(1);
        }}
      />
      {users.isPending ? (
        <LoadingBlock />
      ) : users.isError ? (
        <ErrorBlock
          message={t('admin.users.loadError', { message: translateError(users.error) })}
          onRetry={() => void users.refetch()}
        />
      ) : users.data.items.length === 0 ? (
        <EmptyBlock>{t('admin.users.empty')}</EmptyBlock>
      ) : (
        <Card className="gap-0 py-0">
          <CardContent className="px-0">
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>{t('admin.roles.name')}</TableHead>
                  <TableHead className="hidden md:table-cell">{t('admin.users.email')}</TableHead>
                  <TableHead>{t('admin.users.role')}</TableHead>
                  <TableHead className="text-right">{t('admin.users.actions')}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {users.data.items.map((u) => {
                  const name = displayName(u);
                  const isSelf = u.id === me?.user.id;
                  const busy = pendingId === u.id;
                  const label = u.role
                    ? t('admin.roles.removeFrom', { name })
                    : t('admin.roles.assignTo', { name });
                  const button = (
                    <Button
                      type="button"
                      size="sm"
                      variant={u.role ? 'outline' : 'default'}
                      disabled={busy || (isSelf && u.role === 'admin')}
                      onClick={() =>
                        u.role === 'admin'
                          ? setDemoting(u)
                          : change(u, u.role ? null : ASSIGNED_ROLE)
                      }
                    >
                      {busy ? (
                        <Spinner className="text-current" />
                      ) : u.role ? (
                        <UserMinus aria-hidden="true" />
                      ) : (
                        <UserPlus aria-hidden="true" />
                      )}
                      {/* Phones show the icon only; the hidden text names the action and the person. */}
                      <span className="sr-only sm:not-sr-only">
                        {u.role ? t('admin.roles.remove') : t('admin.roles.assign')}
                      </span>
                      <span className="sr-only" title={label}>
                        {name}
                      </span>
                    </Button>
                  );
                  return (
                    <TableRow key={u.id}>
                      <TableCell className="font-medium md:min-w-40">
                        <span>{name}</span>
                        {isSelf ? (
                          <span className="ml-2 text-muted-foreground text-xs">
                            {t('admin.users.you')}
                          </span>
                        ) : null}
                        {/* Phones: the email column is hidden, so the email shows here. */}
                        <span className="block break-all font-normal text-muted-foreground text-xs md:hidden">
                          {u.email}
                        </span>
                      </TableCell>
                      <TableCell className="hidden whitespace-nowrap md:table-cell">
                        {u.email}
                      </TableCell>
                      <TableCell className="md:whitespace-nowrap">
                        <RoleBadge role={u.role} />
                      </TableCell>
                      <TableCell className="text-right">
                        {isSelf && u.role === 'admin' ? (
                          <DisabledHint content={t('admin.users.conflict.own_admin_role')}>
                            {button}
                          </DisabledHint>
                        ) : (
                          button
                        )}
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </CardContent>
        </Card>
      )}
      {users.data ? (
        <Pager
          page={page}
          pageSize={USERS_PAGE_SIZE}
          total={users.data.total}
          onPageChange={setPage}
        />
      ) : null}
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
