import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../components/admin/copy-button';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';

interface CreatedCodeProps {
  codes: string[];
  title: string;
  onDismiss: () => void;
}

/** New visit codes, large enough to read out to a patient, with a copy button. */
export function CreatedCode({ codes, title, onDismiss }: CreatedCodeProps) {
  const { t } = useTranslation();
  const heading = useRef<HTMLDivElement>(null);
  // Moves focus here so keyboard and screen-reader users learn the result at once.
  useEffect(() => heading.current?.focus(), []);
  return (
    <Alert variant="success">
      <CircleCheck aria-hidden="true" />
      <AlertTitle ref={heading} tabIndex={-1} className="outline-none">
        {title}
      </AlertTitle>
      <AlertDescription>
        <ul className="flex max-h-48 flex-wrap gap-2 overflow-y-auto">
          {codes.map((code) => (
            <li
              key={code}
              className="rounded-md border border-success/40 bg-background px-3 py-1.5 font-bold font-mono text-2xl text-foreground tracking-[0.2em]"
            >
              {code}
            </li>
          ))}
        </ul>
        <p className="text-foreground">
          {t('admin.visits.add.createdHint', { count: codes.length })}
        </p>
        <div className="flex flex-wrap gap-2">
          <CopyButton
            text={codes.join('\n')}
            label={codes.length > 1 ? t('admin.visits.copyCodes') : t('admin.visits.copyCode')}
          />
          <Button type="button" variant="ghost" size="sm" onClick={onDismiss}>
            {t('common.close')}
          </Button>
        </div>
      </AlertDescription>
    </Alert>
  );
}
