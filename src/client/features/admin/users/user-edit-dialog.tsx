import type { AdminUser } from '@shared/admin';
import { ROLES, type Role } from '@shared/constants';
import { Save } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../lib/toast';
import { userErrorMessage, useUpdateUser } from './api';

const NAME_MAX = 100;
/** Radix Select items cannot have an empty value, so "no role" has its own. */
const NO_ROLE = 'none';
type RoleChoice = Role | typeof NO_ROLE;

interface UserEditDialogProps {
  user: AdminUser | null;
  isSelf: boolean;
  onClose: () => void;
}

/** Edits a user's first name, last name and role (admins only; checked again by the server). */
export function UserEditDialog({ user, isSelf, onClose }: UserEditDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const update = useUpdateUser();
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [role, setRole] = useState<RoleChoice>(NO_ROLE);
  const [submitted, setSubmitted] = useState(false);

  useEffect(() => {
    if (!user) return;
    setFirstName(user.first_name);
    setLastName(user.last_name);
    setRole(user.role ?? NO_ROLE);
    setSubmitted(false);
  }, [user]);

  const nameError = (value: string) => {
    if (!submitted) return undefined;
    if (!value.trim()) return t('admin.users.edit.required');
    if (value.trim().length > NAME_MAX) return t('admin.users.edit.tooLong', { max: NAME_MAX });
    return undefined;
  };
  // An admin cannot take away their own admin role; the choice is locked rather than refused later.
  const roleLocked = isSelf && user?.role === 'admin';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!user) return;
    const first = firstName.trim();
    const last = lastName.trim();
    if (!first || !last || first.length > NAME_MAX || last.length > NAME_MAX) return;
    update.mutate(
      { id: user.id, first_name: first, last_name: last, role: role === NO_ROLE ? null : role },
      {
        onSuccess: () => {
          toast.success(t('admin.users.edit.updated'));
          onClose();
        },
        onError: (error) =>
          toast.error(t('admin.users.edit.errorUpdating'), { description: userErrorMessage(error) }),
      },
    );
  };

  return (
    <Dialog open={user !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{t('admin.users.edit.title')}</DialogTitle>
            <DialogDescription>{user?.email}</DialogDescription>
          </DialogHeader>
          <FormField id={`${id}-last`} label={t('admin.users.lastName')} error={nameError(lastName)}>
            {(control) => (
              <Input
                {...control}
                value={lastName}
                maxLength={NAME_MAX + 1}
                autoComplete="off"
                onChange={(e) => setLastName(e.target.value)}
              />
            )}
          </FormField>
          <FormField
            id={`${id}-first`}
            label={t('admin.users.firstName')}
            error={nameError(firstName)}
          >
            {(control) => (
              <Input
                {...control}
                value={firstName}
                maxLength={NAME_MAX + 1}
                autoComplete="off"
                onChange={(e) => setFirstName(e.target.value)}
              />
            )}
          </FormField>
          <FormField
            id={`${id}-role`}
            label={t('admin.users.role')}
            hint={roleLocked ? t('admin.users.conflict.own_admin_role') : undefined}
          >
            {(control) => (
              <Select
                value={role}
                onValueChange={(value) => setRole(value as RoleChoice)}
                disabled={roleLocked}
              >
                <SelectTrigger {...control}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value={NO_ROLE}>{t('admin.roles.none')}</SelectItem>
                  {ROLES.map((r) => (
                    <SelectItem key={r} value={r}>
                      {t(`admin.roles.${r}`)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose} disabled={update.isPending}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? (
                <Spinner className="text-current" />
              ) : (
                <Save aria-hidden="true" />
              )}
              {t('admin.users.edit.save')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
