import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { translateError } from '../../lib/api-errors';
import { toast } from '../../lib/toast';
import { serverFieldErrors } from './server-fields';
import { ImageUploadError } from './upload-image';

interface SaveFailureOptions<Values extends FieldValues> {
  isEdit: boolean;
  setError: UseFormSetError<Values>;
  /** The edit page of a record just created, e.g. `/admin/clinics/${id}/edit`. */
  editPath: (id: string) => string;
  /** The toast's title when the record itself was not saved. */
  failedTitle: string;
  /** The form's fields: a server message about any other path is left to the toast. */
  fields?: readonly string[];
}

/**
 * What the doctor and clinic forms do when saving fails. The server's messages go under their
 * fields; a picture that failed after the record was saved is said apart, since the record
 * exists now: a new one continues on its edit page, where saving again retries the picture.
 */
export function useSaveFailure<Values extends FieldValues>({
  isEdit,
  setError,
  editPath,
  failedTitle,
  fields,
}: SaveFailureOptions<Values>): (error: unknown) => void {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (error) => {
    if (error instanceof ImageUploadError) {
      toast.error(t('admin.catalog.image.uploadFailed'), {
        description: translateError(error.uploadError),
      });
      if (!isEdit) navigate(editPath(error.savedId), { replace: true });
      return;
    }
    for (const field of serverFieldErrors(error)) {
      if (fields && !fields.includes(field.path)) continue;
      setError(field.path as FieldPath<Values>, { message: field.message });
    }
    toast.error(failedTitle, { description: translateError(error) });
  };
}
