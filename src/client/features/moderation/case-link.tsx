import { ClipboardList } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { translateError } from '../../lib/api-errors';
import { toast } from '../../lib/toast';
import { useOpenCase } from './api';

/** Under a review in moderation: its case, or a button that opens one by hand. */
export function CaseLink({ feedbackId, caseId }: { feedbackId: string; caseId: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const open = useOpenCase({
    onSuccess: (opened) => {
      toast.success(t('admin.cases.openedFromReview'));
      navigate(`/admin/cases/${opened.id}`);
    },
    onError: (error) => toast.error(translateError(error)),
  });
  if (caseId)
    return (
      <Link
        to={`/admin/cases/${caseId}`}
        className="inline-flex items-center gap-1 text-primary text-sm hover:underline"
      >
        <ClipboardList className="size-4" aria-hidden="true" />
        {t('admin.cases.openCase')}
      </Link>
    );
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={open.isPending}
      onClick={() => open.mutate(feedbackId)}
    >
      <ClipboardList aria-hidden="true" />
      {t('admin.cases.openFromReview')}
    </Button>
  );
}
