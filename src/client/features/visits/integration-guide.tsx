import { BookOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../components/admin/copy-button';

function example(origin: string): string {
  return `curl -X POST ${origin}/api/integrations/visits \\
  -H "Authorization: Bearer <API key>" \\
  -H "Content-Type: application/json" \\
  -d '{
    "visits": [
      {
        "phone": "0901234567",
        "visit_date": "2026-01-15",
        "doctor_ids": ["<doctor id>"],
        "clinic_id": "<clinic id>",
        "visit_code": "KHAM7825",
        "valid_days": 90
      }
    ]
  }'`;
}

/** How a clinic's own system sends visits, for the administrator who sets the connection up. */
export function IntegrationGuide() {
  const { t } = useTranslation();
  const text = example(window.location.origin);
  return (
    <section
      aria-labelledby="integration-guide"
      className="grid gap-3 rounded-lg border bg-muted/40 p-4 text-sm"
    >
      <h3 id="integration-guide" className="flex items-center gap-2 font-semibold text-base">
        <BookOpen className="size-4" aria-hidden="true" />
        {t('admin.visits.guide.title')}
      </h3>
      <p>{t('admin.visits.guide.intro')}</p>
      <ul className="list-disc space-y-1 pl-5">
        <li>{t('admin.visits.guide.auth')}</li>
        <li>{t('admin.visits.guide.body')}</li>
        <li>{t('admin.visits.guide.optional')}</li>
        <li>{t('admin.visits.guide.answer')}</li>
        <li>{t('admin.visits.guide.errors')}</li>
      </ul>
      <pre className="overflow-x-auto rounded-md bg-foreground p-3 font-mono text-background text-xs leading-relaxed">
        {text}
      </pre>
      <div>
        <CopyButton text={text} label={t('admin.visits.guide.copyExample')} />
      </div>
    </section>
  );
}
