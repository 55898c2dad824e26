import { useTranslation } from 'react-i18next';

/**
 * The name of a field the server reported a problem with. Paths such as 'doctor_ids.0' (the
 * first doctor) are named by their field; unknown fields are shown as sent.
 */
export function useFieldLabel() {
  const { t, i18n } = useTranslation();
  return (field: string) => {
    const key = `ops.visits.fields.${field.split('.')[0]}`;
    return i18n.exists(key) ? t(key) : field;
  };
}
