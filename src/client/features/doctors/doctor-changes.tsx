import type { PublicChange } from '@shared/change-notes';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/badge';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { useFormatters } from '../../lib/format';
import { useDoctorChanges } from './api';
import '../../i18n/features/doctors';

/** "You said, we did" on a doctor's page: nothing when the clinic has published no change. */
export function DoctorChanges({ doctorId }: { doctorId: string }) {
  const { t } = useTranslation();
  const changes = useDoctorChanges(doctorId);
  const data = changes.data;
  if (!data || data.confirmed.length + data.unconfirmed.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle asHeading="h2">{t('doctors.changes.title')}</CardTitle>
        <CardDescription>{t('doctors.changes.intro')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {(['confirmed', 'unconfirmed'] as const).map((group) =>
          data[group].length > 0 ? (
            <section key={group} className="grid gap-2" aria-labelledby={`changes-${group}`}>
              <h3 id={`changes-${group}`} className="font-semibold text-sm">
                {t(`doctors.changes.${group}`)}
              </h3>
              <ul className="grid gap-3">
                {data[group].map((c) => (
                  <ChangeItem key={c.id} change={c} />
                ))}
              </ul>
            </section>
          ) : null,
        )}
      </CardContent>
    </Card>
  );
}

function ChangeItem({ change }: { change: PublicChange }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <li className="grid gap-1 rounded-lg border p-3 text-sm">
      <p lang={change.body_lang ?? undefined} className="whitespace-pre-line">
        {change.body}
      </p>
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-muted-foreground text-xs">
        <time dateTime={change.created_at}>{format.date(change.created_at)}</time>
        <span>· {t('doctors.changes.reviews', { count: change.reviews })}</span>
        {change.scope === 'clinic' ? (
          <Badge variant="secondary">{t('doctors.changes.clinicWide')}</Badge>
        ) : null}
      </p>
      {change.fixed + change.not_fixed > 0 ? (
        <p className="text-xs">
          {change.fixed > 0 ? t('doctors.changes.fixed', { count: change.fixed }) : null}
          {change.fixed > 0 && change.not_fixed > 0 ? ' · ' : null}
          {change.not_fixed > 0 ? t('doctors.changes.notFixed', { count: change.not_fixed }) : null}
        </p>
      ) : null}
    </li>
  );
}
