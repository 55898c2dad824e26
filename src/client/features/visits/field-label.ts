import type { ImportProblem } from '@shared/visits';
import { useTranslation } from 'react-i18next';

/**
 * The name of a field the server reported a problem with. Paths such as 'doctor_ids.0' (the
 * first doctor) are named by their field; unknown fields are shown as sent.
 */
export function useFieldLabel() {
  const { t, i18n } = useTranslation();
  return (field: string) => {
    const key = `admin.visits.fields.${field.split('.')[0]}`;
    return i18n.exists(key) ? t(key) : field;
  };
}

/**
 * What is wrong with a visit line, in the screen's language, from the problem's code. The
 * server's English text is the fallback for a code this client does not know yet.
 */
export function useProblemText() {
  const { t, i18n } = useTranslation();
  return (problem: ImportProblem) => {
    const key = `admin.visits.problems.${problem.code}`;
    return i18n.exists(key) ? t(key, { value: problem.value ?? '' }) : problem.message;
  };
}
