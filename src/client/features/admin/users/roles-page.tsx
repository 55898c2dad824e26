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
        onSuccess: () => toast.success(t('ops.roles.roleUpdated')),
        onError: (error) =>
          toast.error(t('ops.roles.errorUpdatingRole'), { description: userErrorMessage(error) }),
        onSettled: () => setDemoting(null),
      },
    );
  };

  const pendingId = setRole.isPending ? setRole.variables?.id : undefined;

  return (
    <AdminPage>
      <PageHeader
        title={t('ops.roles.title')}
        documentTitle={t('ops.roles.title')}
        description={t('ops.roles.description')}
      />
      <SearchInput
        label={t('ops.users.searchLabel')}
        placeholder={t('ops.users.searchPlaceholder')}
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
          message={t('ops.users.loadError', { message: translateError(users.error) })}
          onRetry={() => void users.refetch()}
        />
      ) : users.data.items.length === 0 ? (
        <EmptyBlock>{t('ops.users.empty')}</EmptyBlock>
      ) : (
        <Card className="gap-0 py-0">
          <CardContent className="px-0">
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>{t('ops.roles.name')}</TableHead>
                  <TableHead className="hidden md:table-cell">{t('ops.users.email')}</TableHead>
                  <TableHead>{t('ops.users.role')}</TableHead>
                  <TableHead className="text-right">{t('ops.users.actions')}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {users.data.items.map((u) => {
                  const name = displayName(u);
                  const isSelf = u.id === me?.user.id;
                  const busy = pendingId === u.id;
                  const label = u.role
                    ? t('ops.roles.removeFrom', { name })
                    : t('ops.roles.assignTo', { name });
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
                        {u.role ? t('ops.roles.remove') : t('ops.roles.assign')}
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
                            {t('ops.users.you')}
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
                          <DisabledHint content={t('ops.users.conflict.own_admin_role')}>
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
        title={t('ops.roles.removeAdminTitle')}
        description={
          <p>
            <Trans
              i18nKey="ops.roles.removeAdminQuestion"
              values={{ email: demoting?.email ?? '' }}
              components={{ strong: <strong className="text-foreground" /> }}
            />
          </p>
        }
        confirmLabel={t('ops.roles.remove')}
        onConfirm={() => (demoting ? change(demoting, null) : undefined)}
        pending={setRole.isPending}
        destructive
      />
    </AdminPage>
  );
}
