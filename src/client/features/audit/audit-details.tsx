import type { AuditEntry } from '@shared/admin';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * What the sentence of an entry was written from, for investigations: the action code, the ids
 * of the actor and of what it is about, the text recorded at the time and the raw metadata.
 * A disclosure under the sentence: closed, it takes one short line of the row.
 */
export function AuditDetails({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const rows: [string, ReactNode][] = [
    [t('admin.audit.details.action'), entry.action],
    [t('admin.audit.details.entry'), entry.id],
    [t('admin.audit.details.actor'), entry.user_id],
    [t('admin.audit.details.doctor'), entry.doctor_id],
    [t('admin.audit.details.clinic'), entry.clinic_id],
    [t('admin.audit.details.user'), entry.target_user_id],
    [t('admin.audit.details.feedback'), entry.feedback_id],
    [t('admin.audit.details.recorded'), entry.description],
    [
      t('admin.audit.details.metadata'),
      entry.metadata ? (
        <pre key="metadata" className="whitespace-pre-wrap">
          {JSON.stringify(entry.metadata, null, 2)}
        </pre>
      ) : null,
    ],
  ];
  return (
    <details className="mt-1 text-xs" data-testid="audit-details">
      <summary className="w-fit cursor-pointer text-muted-foreground underline-offset-2 hover:underline">
        {t('admin.audit.details.toggle')}
      </summary>
      <dl className="mt-1 grid gap-1 break-all rounded-md bg-muted p-2">
        {rows.map(([label, value]) =>
          value ? (
            <div key={label}>
              <dt className="font-medium text-muted-foreground">{label}</dt>
              <dd className="font-mono">{value}</dd>
            </div>
          ) : null,
        )}
      </dl>
    </details>
  );
}
