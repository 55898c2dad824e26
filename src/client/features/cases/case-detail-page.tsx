import type { CaseDetail } from '@shared/cases';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { AdminPage } from '../../components/admin/admin-page';
import { QueryError } from '../../components/admin/query-error';
import { LoadingBlock } from '../../components/admin/screen-states';
import { PageHeader } from '../../components/page-header';
import { SectionCard } from '../../components/section-card';
import { useFormatters } from '../../lib/format';
import { useCase } from './api';
import { CaseBadges } from './case-badges';
import { CaseChangeForm } from './case-change-form';
import { CaseHistory } from './case-history';
import { CaseNextStep } from './case-next-step';
import { CaseTextForm } from './case-text-form';

/** /admin/cases/:id: one case, its review, what to do next, notes and the conversation. */
export function CaseDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const query = useCase(id);
  return (
    <AdminPage>
      <Link
        to="/admin/cases"
        className="inline-flex items-center gap-1 text-primary text-sm hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('admin.cases.back')}
      </Link>
      {query.isPending ? (
        <LoadingBlock />
      ) : query.isError ? (
        <QueryError title={t('admin.cases.title')} query={query} />
      ) : (
        <CaseView item={query.data} />
      )}
    </AdminPage>
  );
}

function CaseView({ item }: { item: CaseDetail }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const { review } = item;
  return (
    <>
      <PageHeader
        title={item.doctor.name}
        documentTitle={`${t('admin.cases.title')} · ${item.doctor.name}`}
        description={
          <span className="flex flex-wrap items-center gap-2">
            {item.clinic?.name}
            <CaseBadges status={item.status} overdue={item.overdue} />
            <span className={item.overdue ? 'text-destructive' : undefined}>
              {t('admin.cases.due', { time: format.dateTime(item.due_at) })}
            </span>
          </span>
        }
      />
      {/* Two columns on a wide screen; on a phone the next step follows the review. */}
      <div className="flex flex-col gap-6 lg:grid lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <div className="contents lg:flex lg:flex-col lg:gap-6">
          <SectionCard
            className="order-1 lg:order-none"
            title={t('admin.cases.review')}
            description={t(`admin.cases.origin.${item.origin}`)}
          >
            <div className="grid gap-2 text-sm">
              <p className="font-medium">
                {t('admin.cases.scores', {
                  rating: review.rating,
                  medical: review.medical_expertise,
                  customer: review.customer_experience,
                  compliance: review.compliance,
                })}
              </p>
              <blockquote className="whitespace-pre-line border-s-2 ps-3">
                {review.comment ?? t('admin.cases.noComment')}
              </blockquote>
              <p className="text-muted-foreground">
                {t('admin.cases.patient')}: {item.patient_name ?? t('admin.cases.anonymous')} ·{' '}
                <time dateTime={review.created_at}>{format.dateTime(review.created_at)}</time>
              </p>
              <p className={item.contact_consent ? 'text-success' : 'text-muted-foreground'}>
                {t(
                  item.contact_consent
                    ? 'admin.cases.consent.given'
                    : 'admin.cases.consent.missing',
                )}
              </p>
            </div>
          </SectionCard>
          {item.can_message ? (
            <div className="order-3 lg:order-none">
              <CaseTextForm caseId={item.id} kind="messages" />
            </div>
          ) : null}
          <div className="order-4 lg:order-none">
            <CaseTextForm caseId={item.id} kind="notes" />
          </div>
          <div className="order-5 lg:order-none">
            <CaseChangeForm feedbackId={item.review.id} />
          </div>
        </div>
        <div className="contents lg:flex lg:flex-col lg:gap-6">
          <div className="order-2 lg:order-none">
            <CaseNextStep item={item} />
          </div>
          <div className="order-6 lg:order-none">
            <CaseHistory entries={item.entries} />
          </div>
        </div>
      </div>
    </>
  );
}
