import { Save } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../forms/submit-button';

interface SaveButtonProps {
  saving: boolean;
  isEdit: boolean;
  /** The label of a new record's button, e.g. 'Add clinic'. */
  createLabel: string;
  disabled?: boolean;
  className?: string;
}

/** The submit button of a catalog form: 'Add …' for a new record, 'Save changes' for an edit. */
export function SaveButton({ saving, isEdit, createLabel, disabled, className }: SaveButtonProps) {
  const { t } = useTranslation();
  return (
    <SubmitButton
      pending={saving}
      pendingLabel={t('admin.catalog.saving')}
      icon={Save}
      disabled={disabled}
      className={className}
    >
      {isEdit ? t('admin.catalog.saveChanges') : createLabel}
    </SubmitButton>
  );
}
