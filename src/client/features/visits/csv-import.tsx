import type { ImportPreview } from '@shared/visits';
import { CircleAlert, CircleCheck, FileSearch, FileUp, Upload } from 'lucide-react';
import { type ChangeEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/admin/data-table';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { Button, buttonVariants } from '../../components/ui/button';
import { Label } from '../../components/ui/label';
import { Spinner } from '../../components/ui/spinner';
import { Textarea } from '../../components/ui/textarea';
import { translateError } from '../../lib/api-errors';
import { useFormatters } from '../../lib/format';
import { toast } from '../../lib/toast';
import { cn } from '../../lib/utils';
import { useImportVisits } from './api';
import { CreatedCode } from './created-code';
import { useFieldLabel, useProblemText } from './field-label';

const EXAMPLE = `visit_code,phone,clinic_id,visit_date,doctor_ids,valid_days
,0901234567,,2026-01-15,<doctor id>|<doctor id>,90`;

/**
 * Imports visits from a CSV file or pasted text in two steps: 'Check' validates every line
 * without writing (dry run); 'Import' is possible only once that exact text checked clean.
 */
export function CsvImport() {
  const { t } = useTranslation();
  const format = useFormatters();
  const id = useId();
  const [csv, setCsv] = useState('');
  const [checked, setChecked] = useState<{ text: string; result: ImportPreview } | null>(null);
  const [imported, setImported] = useState<string[] | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const run = useImportVisits();

  const result = checked?.text === csv ? checked.result : null;
  const canImport = result !== null && result.errors.length === 0 && result.valid > 0;
  const fieldLabel = useFieldLabel();
  const problemText = useProblemText();

  const readFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    setFileName(file.name);
    setCsv(await file.text());
    setImported(null);
  };

  const check = () =>
    run.mutate(
      { csv, dryRun: true },
      {
        onSuccess: (preview) => setChecked({ text: csv, result: preview }),
        onError: (error) =>
          toast.error(t('admin.visits.import.errorChecking'), {
            description: translateError(error),
          }),
      },
    );

  const doImport = () =>
    run.mutate(
      { csv, dryRun: false },
      {
        onSuccess: (preview) => {
          if (preview.errors.length > 0) {
            // The data changed since the check (e.g. a code was taken meanwhile): show why.
            setChecked({ text: csv, result: preview });
            return;
          }
          toast.success(t('admin.visits.import.imported', { count: preview.written }));
          setImported(preview.codes);
          setCsv('');
          setFileName(null);
          setChecked(null);
        },
        onError: (error) =>
          toast.error(t('admin.visits.import.errorImporting'), {
            description: translateError(error),
          }),
      },
    );

  return (
    <div className="flex min-w-0 flex-col gap-6">
      {imported ? (
        <CreatedCode
          codes={imported}
          title={t('admin.visits.import.importedTitle', { count: imported.length })}
          onDismiss={() => setImported(null)}
        />
      ) : null}
      <div className="grid gap-2 text-sm">
        <p>{t('admin.visits.import.columns')}</p>
        <pre className="overflow-x-auto rounded-md bg-muted p-3 font-mono text-xs">{EXAMPLE}</pre>
        <p className="text-muted-foreground">{t('admin.visits.import.columnsHint')}</p>
      </div>
      <div className="grid gap-2">
        <span className="font-medium text-sm">{t('admin.visits.import.file')}</span>
        {/* The native file input would label itself in the browser's language, not the page's. */}
        <div className="flex flex-wrap items-center gap-3">
          <input
            id={`${id}-file`}
            type="file"
            accept=".csv,text/csv,text/plain"
            onChange={(e) => void readFile(e)}
            className="peer sr-only"
          />
          <Label
            htmlFor={`${id}-file`}
            className={cn(
              buttonVariants({ variant: 'outline', size: 'sm' }),
              'peer-focus-visible:outline-2 peer-focus-visible:outline-ring peer-focus-visible:outline-offset-2',
            )}
          >
            <FileUp aria-hidden="true" />
            {t('admin.visits.import.chooseFile')}
          </Label>
          <span className="text-muted-foreground text-sm">
            {fileName ?? t('admin.visits.import.noFile')}
          </span>
        </div>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-text`}>{t('admin.visits.import.paste')}</Label>
        <Textarea
          id={`${id}-text`}
          value={csv}
          rows={8}
          spellCheck={false}
          className="min-h-40 font-mono text-xs md:text-xs"
          onChange={(e) => setCsv(e.target.value)}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          disabled={!csv.trim() || run.isPending}
          onClick={check}
        >
          {run.isPending && run.variables?.dryRun ? (
            <Spinner className="text-current" />
          ) : (
            <FileSearch aria-hidden="true" />
          )}
          {t('admin.visits.import.check')}
        </Button>
        <Button type="button" disabled={!canImport || run.isPending} onClick={doImport}>
          {run.isPending && !run.variables?.dryRun ? (
            <Spinner className="text-current" />
          ) : (
            <Upload aria-hidden="true" />
          )}
          {t('admin.visits.import.import')}
        </Button>
      </div>
      {result ? (
        result.errors.length === 0 ? (
          <Alert variant="success">
            <CircleCheck aria-hidden="true" />
            <AlertDescription>
              {t('admin.visits.import.allValid', {
                count: result.valid,
                formatted: format.number(result.valid),
              })}
            </AlertDescription>
          </Alert>
        ) : (
          <Alert variant="destructive">
            <CircleAlert aria-hidden="true" />
            <AlertTitle>
              {t('admin.visits.import.problems', {
                count: result.errors.length,
                formatted: format.number(result.errors.length),
              })}
            </AlertTitle>
            <AlertDescription>
              <p>
                {t('admin.visits.import.nothingWritten', { valid: format.number(result.valid) })}
              </p>
            </AlertDescription>
          </Alert>
        )
      ) : null}
      {result && result.errors.length > 0 ? (
        <div className="max-h-96 overflow-auto rounded-md border">
          <DataTable
            rows={result.errors}
            rowKey={(problem) => `${problem.line}-${problem.field}-${problem.message}`}
            columns={[
              {
                key: 'line',
                header: t('admin.visits.import.line'),
                cellClassName: 'tabular-nums',
                cell: (problem) =>
                  problem.line > 0 ? format.number(problem.line) : t('admin.common.dash'),
              },
              {
                key: 'field',
                header: t('admin.visits.import.field'),
                cell: (problem) => fieldLabel(problem.field),
              },
              {
                key: 'message',
                header: t('admin.visits.import.message'),
                cell: problemText,
              },
            ]}
          />
        </div>
      ) : null}
    </div>
  );
}
