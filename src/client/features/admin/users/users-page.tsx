import type { AdminUser } from '@shared/admin';
import type { CloseAccountReviews } from '@shared/privacy';
import { Pencil, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useDebounce } from 'use-debounce';
import { RoleBadge } from '../../../components/role-badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { Label } from '../../../components/ui/label';
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
import { useFormatters } from '../../../lib/format';
import { SEARCH_DEBOUNCE_MS } from '../../../lib/search-debounce';
import { toast } from '../../../lib/toast';
import { cn } from '../../../lib/utils';
import { ConfirmDialog } from '../common/confirm-dialog';
import { AdminPage, PageHeader } from '../common/page-header';
import { Pager } from '../common/pager';
import { EmptyBlock, ErrorBlock, LoadingBlock } from '../common/screen-states';
import { SearchInput } from '../common/search-input';
import { DisabledHint } from '../common/tooltip';
import {
  displayName,
  USERS_PAGE_SIZE,
  useAdminUsers,
  useDeleteUser,
  userErrorMessage,
} from './api';
import { UserEditDialog } from './user-edit-dialog';

/** Columns left out on phones (below 768 px), so email, role and actions fit without scrolling. */
const WIDE_ONLY = 'hidden md:table-cell';

const REVIEW_CHOICES: CloseAccountReviews[] = ['anonymise', 'remove'];

/** /admin/users: find accounts by email or name, edit name and role, delete an account. */
export function UsersPage() {
  const { t } = useTranslation();
  const format = useFormatters();
  const { user: me } = useAuth();
  const [search, setSearch] = useState('');
  const [q] = useDebounce(search.trim(), SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const users = useAdminUsers({ q, page });
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const [deleting, setDeleting] = useState<AdminUser | null>(null);
  // What happens to the person's published reviews, as when they close the account themselves.
  const [reviews, setReviews] = useState<CloseAccountReviews>('anonymise');
  const choicesId = useId();
  const remove = useDeleteUser();

  const onSearch = (value: string) => {
    setSearch(value);
    setPage(1);
  };

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(
      { id: deleting.id, reviews },
      {
        onSuccess: () => {
          toast.success(t('admin.users.delete.deleted'));
          setDeleting(null);
          // The last row of the last page is gone: step back so the table is not empty.
          if (users.data && users.data.items.length === 1 && page > 1) setPage(page - 1);
        },
        onError: (error) => {
          toast.error(t('admin.users.delete.errorDeleting'), {
            description: userErrorMessage(error),
          });
          setDeleting(null);
        },
      },
    );
  };

  return (
    <AdminPage>
      <PageHeader
        title={t('admin.users.title')}
        documentTitle={t('admin.users.title')}
        description={t('admin.users.description')}
      />
      <SearchInput
        label={t('admin.users.searchLabel')}
        placeholder={t('admin.users.searchPlaceholder')}
        value={search}
        onChange={onSearch}
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
          <CardContent className="px-0" aria-busy={users.isFetching}>
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>{t('admin.users.email')}</TableHead>
                  <TableHead className={WIDE_ONLY}>{t('admin.users.firstName')}</TableHead>
                  <TableHead className={WIDE_ONLY}>{t('admin.users.lastName')}</TableHead>
                  <TableHead>{t('admin.users.role')}</TableHead>
                  <TableHead className={WIDE_ONLY}>{t('admin.users.created')}</TableHead>
                  <TableHead className="text-right">{t('admin.users.actions')}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {users.data.items.map((u) => {
                  const isSelf = u.id === me?.user.id;
                  return (
                    <TableRow key={u.id}>
                      <TableCell className="font-medium">
                        <span className="break-all md:whitespace-nowrap md:break-normal">
                          {u.email}
                        </span>
                        {isSelf ? (
                          <span className="ml-2 text-muted-foreground text-xs">
                            {t('admin.users.you')}
                          </span>
                        ) : null}
                        {/* Phones: the name columns are hidden, so the name shows here. */}
                        <span className="block font-normal text-muted-foreground text-xs md:hidden">
                          {displayName(u)}
                        </span>
                      </TableCell>
                      <TableCell className={WIDE_ONLY}>{u.first_name}</TableCell>
                      <TableCell className={WIDE_ONLY}>{u.last_name}</TableCell>
                      <TableCell className="md:whitespace-nowrap">
                        <RoleBadge role={u.role} />
                      </TableCell>
                      <TableCell className={cn(WIDE_ONLY, 'whitespace-nowrap')}>
                        {format.date(u.created_at)}
                      </TableCell>
                      <TableCell>
                        <div className="flex justify-end gap-1">
                          <Button
                            type="button"
                            variant="ghost"
                            size="icon-sm"
                            aria-label={t('admin.users.editUser', { email: u.email })}
                            onClick={() => setEditing(u)}
                          >
                            <Pencil aria-hidden="true" />
                          </Button>
                          {isSelf ? (
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
                            <Button
                              type="button"
                              variant="ghost"
                              size="icon-sm"
                              className="text-destructive hover:text-destructive"
                              aria-label={t('admin.users.deleteUser', { email: u.email })}
                              onClick={() => setDeleting(u)}
                            >
                              <Trash2 aria-hidden="true" />
                            </Button>
                          )}
                        </div>
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
      <UserEditDialog
        user={editing}
        isSelf={editing?.id === me?.user.id}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={t('admin.users.delete.title')}
        description={
          <>
            <p>
              <Trans
                i18nKey="admin.users.delete.question"
                values={{ email: deleting?.email ?? '' }}
                components={{ strong: <strong className="text-foreground" /> }}
              />
            </p>
            <p>{t('admin.users.delete.explanation')}</p>
            <fieldset className="flex flex-col gap-2 pt-1">
              <legend className="pb-1 font-medium text-foreground">
                {t('admin.users.delete.reviewsLegend')}
              </legend>
              {REVIEW_CHOICES.map((choice) => (
                <div key={choice} className="flex items-start gap-3">
                  <input
                    type="radio"
                    id={`${choicesId}-${choice}`}
                    name={`${choicesId}-reviews`}
                    checked={reviews === choice}
                    onChange={() => setReviews(choice)}
                    className="mt-1 size-4 accent-primary"
                  />
                  <Label htmlFor={`${choicesId}-${choice}`} className="font-normal leading-snug">
                    {t(`admin.users.delete.${choice}`)}
                  </Label>
                </div>
              ))}
            </fieldset>
          </>
        }
        confirmLabel={t('admin.users.delete.confirm')}
        onConfirm={confirmDelete}
        pending={remove.isPending}
        destructive
      />
    </AdminPage>
  );
}
