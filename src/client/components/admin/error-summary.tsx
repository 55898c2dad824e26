import { CircleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert, AlertDescription, AlertTitle } from '../ui/alert';

export interface SummaryError {
  /** id of the control to move to when the message is chosen. */
  target: string;
  /** Already translated. */
  message: string;
}

/**
 * Every problem of the form in one list, each a link to its field: after a failed save, users see
 * at a glance what is left to fix, even what is scrolled out of view.
 */
export function ErrorSummary({
  errors,
  assertive,
}: {
  errors: SummaryError[];
  assertive: boolean;
}) {
  const { t } = useTranslation();
  if (errors.length === 0) return null;
  return (
    <Alert variant="destructive" role={assertive ? 'alert' : 'status'}>
      <CircleAlert aria-hidden="true" />
      <AlertTitle>{t('admin.catalog.errorSummary', { count: errors.length })}</AlertTitle>
      <AlertDescription>
        <ul className="list-disc pl-5">
          {errors.map((error) => (
            <li key={`${error.target}-${error.message}`}>
              <a
                href={`#${error.target}`}
                className="underline underline-offset-2 hover:no-underline"
                onClick={(event) => {
                  // Focus, not only scroll: the user can fix it at once.
                  const control = document.getElementById(error.target);
                  if (!control) return;
                  event.preventDefault();
                  control.focus();
                  control.scrollIntoView({ block: 'center' });
                }}
              >
                {error.message}
              </a>
            </li>
          ))}
        </ul>
      </AlertDescription>
    </Alert>
  );
}
