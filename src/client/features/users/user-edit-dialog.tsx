import type { AdminUser } from '@shared/admin';
import { ROLES, type Role } from '@shared/constants';
import { useQueryClient } from '@tanstack/react-query';
import { Save } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/admin/form-dialog';
import { OptionSelect } from '../../components/admin/option-select';
import { adminKeys } from '../../components/admin/query-keys';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { toast } from '../../lib/toast';
import { saveStaffClinics, userErrorMessage, useUpdateUser } from './api';
import { StaffClinicsField } from './staff-clinics-field';

const NAME_MAX = 100;

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
  // null: no role.
  const [role, setRole] = useState<Role | null>(null);
  const [submitted, setSubmitted] = useState(false);
  // The staff member's clinics as edited; null until the saved ones have loaded.
  const [clinicIds, setClinicIds] = useState<string[] | null>(null);
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!user) return;
    setFirstName(user.first_name);
    setLastName(user.last_name);
    setRole(user.role);
    setClinicIds(null);
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
      { id: user.id, first_name: first, last_name: last, role },
      {
        onSuccess: async () => {
          // Clinics belong to staff accounts only: saved once the role is staff.
          if (role === 'staff' && clinicIds !== null) {
            try {
              await saveStaffClinics(user.id, clinicIds);
              await queryClient.invalidateQueries({ queryKey: adminKeys.staffClinics(user.id) });
            } catch (error) {
              toast.error(t('admin.users.edit.errorUpdating'), {
                description: userErrorMessage(error as Error),
              });
              return;
            }
          }
          toast.success(t('admin.users.edit.updated'));
          onClose();
        },
        onError: (error) =>
          toast.error(t('admin.users.edit.errorUpdating'), {
            description: userErrorMessage(error),
          }),
      },
    );
  };

  const nameField = (which: 'first' | 'last', value: string, setValue: (v: string) => void) => (
    <FormField
      id={`${id}-${which}`}
      label={which === 'first' ? t('admin.users.firstName') : t('admin.users.lastName')}
      error={nameError(value)}
    >
      {(control) => (
        <Input
          {...control}
          value={value}
          maxLength={NAME_MAX + 1}
          autoComplete="off"
          onChange={(e) => setValue(e.target.value)}
        />
      )}
    </FormField>
  );

  return (
    <FormDialog
      open={user !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('admin.users.edit.title')}
      description={user?.email}
      submitLabel={t('admin.users.edit.save')}
      submitIcon={<Save aria-hidden="true" />}
      pending={update.isPending}
      onSubmit={submit}
    >
      {nameField('last', lastName, setLastName)}
      {nameField('first', firstName, setFirstName)}
      <FormField
        id={`${id}-role`}
        label={t('admin.users.role')}
        hint={roleLocked ? t('admin.users.conflict.own_admin_role') : undefined}
      >
        {(control) => (
          <OptionSelect
            value={role}
            onChange={setRole}
            noneLabel={t('admin.roles.none')}
            options={ROLES.map((r) => ({ value: r, label: t(`admin.roles.${r}`) }))}
            disabled={roleLocked}
            trigger={control}
          />
        )}
      </FormField>
      {user && role === 'staff' ? (
        <StaffClinicsField userId={user.id} value={clinicIds} onChange={setClinicIds} />
      ) : null}
    </FormDialog>
  );
}
