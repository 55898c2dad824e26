import { CLINIC_TIME_ZONE, clinicMoment } from '@shared/clinic-hours';
import { WEEKDAYS } from '@shared/constants';
import type { DoctorProfile } from '@shared/doctors';
import { useQuery } from '@tanstack/react-query';
import { Clock, MapPin, Navigation, Phone } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { useAuth } from '../../lib/auth/auth-context';
import { useFormatters } from '../../lib/format';
import { cn } from '../../lib/utils';
import '../../i18n/features/journey';
import { fetchMyVisit } from './api';

type Clinic = NonNullable<DoctorProfile['clinic_info']>;

/** OpenStreetMap's search for the address: no key, no tracking script, opens in a new tab. */
export function mapUrl(clinic: Pick<Clinic, 'address' | 'city'>): string {
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(`${clinic.address}, ${clinic.city}`)}`;
}

/** Whether the signed-in patient has a verified visit with this doctor (guests: no). */
export function useVisited(doctorId: string): boolean {
  const { user } = useAuth();
  const query = useQuery({
    queryKey: ['me', 'visited', doctorId],
    queryFn: ({ signal }) => fetchMyVisit(doctorId, signal),
    enabled: user !== null,
  });
  return user !== null && query.data?.visited === true;
}

/**
 * The doctor's clinic: address with a map link, tap-to-call, today's hours and open now or
 * closed on the clinic's clock, and the week. Patients who have not visited are offered to
 * call or get directions first. `now` is injectable so the open/closed state can be tested.
 */
export function ClinicCard({
  doctorId,
  clinic,
  now = () => new Date(),
}: {
  doctorId: string;
  clinic: Clinic;
  now?: () => Date;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const format = useFormatters();
  const visited = useVisited(doctorId);
  const moment = clinicMoment(clinic.operating_hours, now(), CLINIC_TIME_ZONE);
  const hoursText = (day: (typeof WEEKDAYS)[number]) => {
    const h = clinic.operating_hours[day];
    return h?.isOpen && h.open && h.close
      ? format.timeRange(h.open, h.close)
      : t('journey.clinic.closedAllDay');
  };
  const tel = clinic.phone ? `tel:${clinic.phone.replace(/[^\d+]/g, '')}` : null;

  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-xl border bg-card p-5 shadow-sm sm:p-6"
    >
      <h2 id={titleId} className="font-semibold text-foreground text-lg">
        {clinic.name}
      </h2>
      <address className="flex gap-2 text-sm not-italic">
        <MapPin className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
        <span className="flex flex-col">
          <span>{clinic.address}</span>
          <span>{clinic.city}</span>
        </span>
      </address>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <Clock className="size-4 text-primary" aria-hidden="true" />
        <Badge variant={moment.openNow ? 'default' : 'secondary'} data-testid="clinic-open-state">
          {moment.openNow ? t('journey.clinic.openNow') : t('journey.clinic.closedNow')}
        </Badge>
        <span>
          {t('journey.clinic.today')}: {hoursText(moment.today)}
        </span>
      </div>
      <details className="text-sm">
        <summary className="cursor-pointer font-medium">{t('journey.clinic.weekHours')}</summary>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          {WEEKDAYS.map((day) => (
            <div key={day} className={cn('contents', day === moment.today && 'font-semibold')}>
              <dt>{t(`journey.clinic.days.${day}`)}</dt>
              <dd>{hoursText(day)}</dd>
            </div>
          ))}
        </dl>
      </details>
      <div className="flex flex-wrap gap-2">
        {tel ? (
          <Button asChild variant={visited ? 'outline' : 'default'}>
            <a href={tel} data-primary={!visited}>
              <Phone aria-hidden="true" />
              {t('journey.clinic.call', { phone: clinic.phone })}
            </a>
          </Button>
        ) : null}
        <Button asChild variant={visited || tel ? 'outline' : 'default'}>
          <a href={mapUrl(clinic)} target="_blank" rel="noopener noreferrer">
            <Navigation aria-hidden="true" />
            {t('journey.clinic.directions')}
            <span className="sr-only">{t('journey.clinic.opensOutside')}</span>
          </a>
        </Button>
      </div>
    </section>
  );
}
