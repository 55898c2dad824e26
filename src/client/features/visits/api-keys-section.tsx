import type { ApiKey } from '@shared/visits';
import { KeyRound, Plus, TriangleAlert } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/admin/confirm-dialog';
import { CopyButton } from '../../components/admin/copy-button';
import { type Column, DataTable } from '../../components/admin/data-table';
import { formatTimestamp } from '../../components/admin/format-timestamp';
import { LoadStates } from '../../components/admin/load-states';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Spinner } from '../../components/ui/spinner';
import { translateError } from '../../lib/api-errors';
import { useFormatters } from '../../lib/format';
import { toast } from '../../lib/toast';
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from './api';
import { IntegrationGuide } from './integration-guide';

/** 'Clinic system access': API keys that let a clinic's own system push visits. */
export function ApiKeysSection() {
  const { t } = useTranslation();
  const format = useFormatters();
  const id = useId();
  const keys = useApiKeys();
  const create = useCreateApiKey();
  const revoke = useRevokeApiKey();
  const [name, setName] = useState('');
  const [newKey, setNewKey] = useState<{ name: string; key: string } | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    create.mutate(name.trim(), {
      onSuccess: (created) => {
        setNewKey({ name: created.name, key: created.key });
        setName('');
      },
      onError: (error) =>
        toast.error(t('admin.visits.keys.errorCreating'), { description: translateError(error) }),
    });
  };

  const confirmRevoke = () => {
    if (!revoking) return;
    revoke.mutate(revoking.id, {
      onSuccess: () => toast.success(t('admin.visits.keys.revoked')),
      onError: (error) =>
        toast.error(t('admin.visits.keys.errorRevoking'), { description: translateError(error) }),
      onSettled: () => setRevoking(null),
    });
  };

  const when = (value: string | null) =>
    value ? formatTimestamp(value, format.lng, { seconds: false }) : t('admin.visits.keys.never');
  const columns: Column<ApiKey>[] = [
    {
      key: 'name',
      header: t('admin.visits.keys.name'),
      cellClassName: 'min-w-44 font-medium',
      cell: (key) => (
        <span className="flex items-center gap-2">
          <KeyRound className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          {key.name}
        </span>
      ),
    },
    {
      key: 'prefix',
      header: t('admin.visits.keys.prefix'),
      cellClassName: 'font-mono text-xs',
      cell: (key) => `${key.prefix}…`,
    },
    {
      key: 'created',
      header: t('admin.visits.keys.created'),
      cellClassName: 'whitespace-nowrap',
      cell: (key) => when(key.created_at),
    },
    {
      key: 'used',
      header: t('admin.visits.keys.lastUsed'),
      cellClassName: 'whitespace-nowrap',
      cell: (key) => when(key.last_used_at),
    },
    {
      key: 'status',
      header: t('admin.visits.statusLabel'),
      cell: (key) =>
        key.revoked_at ? (
          <Badge variant="secondary">{t('admin.visits.keys.revokedBadge')}</Badge>
        ) : (
          <Badge variant="success">{t('admin.visits.keys.active')}</Badge>
        ),
    },
    {
      key: 'actions',
      header: t('admin.users.actions'),
      className: 'text-right',
      cell: (key) =>
        key.revoked_at ? null : (
          <Button
            type="button"
            size="sm"
            variant="outline"
            className="text-destructive hover:text-destructive"
            aria-label={t('admin.visits.keys.revokeNamed', { name: key.name })}
            onClick={() => setRevoking(key)}
          >
            {t('admin.visits.keys.revoke')}
          </Button>
        ),
    },
  ];

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <p className="text-muted-foreground text-sm">{t('admin.visits.keys.intro')}</p>
      {newKey ? (
        <Alert variant="warning">
          <TriangleAlert aria-hidden="true" />
          <AlertTitle>{t('admin.visits.keys.createdTitle', { name: newKey.name })}</AlertTitle>
          <AlertDescription>
            <p className="text-foreground">{t('admin.visits.keys.showOnce')}</p>
            <Label htmlFor={`${id}-key`} className="sr-only">
              {t('admin.visits.keys.keyLabel')}
            </Label>
            <Input
              id={`${id}-key`}
              readOnly
              value={newKey.key}
              className="font-mono text-xs md:text-xs"
              onFocus={(e) => e.currentTarget.select()}
            />
            <div className="flex flex-wrap gap-2">
              <CopyButton text={newKey.key} label={t('admin.visits.keys.copy')} />
              <Button type="button" variant="ghost" size="sm" onClick={() => setNewKey(null)}>
                {t('admin.visits.keys.done')}
              </Button>
            </div>
          </AlertDescription>
        </Alert>
      ) : null}
      <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="grid flex-1 gap-2">
          <Label htmlFor={`${id}-name`}>{t('admin.visits.keys.name')}</Label>
          <Input
            id={`${id}-name`}
            value={name}
            maxLength={100}
            placeholder={t('admin.visits.keys.namePlaceholder')}
            onChange={(e) => setName(e.target.value)}
          />
        </div>
        <Button type="submit" disabled={!name.trim() || create.isPending}>
          {create.isPending ? <Spinner className="text-current" /> : <Plus aria-hidden="true" />}
          {t('admin.visits.keys.create')}
        </Button>
      </form>
      <LoadStates
        query={keys}
        isEmpty={(list) => list.length === 0}
        emptyText={t('admin.visits.keys.empty')}
      >
        {(list) => (
          <div className="rounded-md border">
            <DataTable rows={list} rowKey={(key) => key.id} columns={columns} />
          </div>
        )}
      </LoadStates>
      <IntegrationGuide />
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => (open ? undefined : setRevoking(null))}
        title={t('admin.visits.keys.confirmRevokeTitle')}
        description={<p>{t('admin.visits.keys.confirmRevoke', { name: revoking?.name ?? '' })}</p>}
        confirmLabel={t('admin.visits.keys.revoke')}
        destructive
        pending={revoke.isPending}
        onConfirm={confirmRevoke}
      />
    </div>
  );
}
