import type { Specialty } from '@shared/specialties';
import { GitMerge, Pencil } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { translateError } from '../../../lib/api-errors';
import { toast } from '../../../lib/toast';
import { useMergeSpecialty } from './api';

interface SpecialtyActionsProps {
  specialty: Specialty;
  /** The specialties it can be merged into. */
  others: Specialty[];
  onEdit: () => void;
}

/** Rename, or merge into another specialty (its doctors move there; it is then gone). */
export function SpecialtyActions({ specialty: s, others, onEdit }: SpecialtyActionsProps) {
  const { t } = useTranslation();
  const merge = useMergeSpecialty();
  const [into, setInto] = useState('');
  const target = others.find((o) => o.id === into);
  const confirmMerge = () => {
    if (!target) return;
    if (
      !window.confirm(
        t('admin.specialties.mergeConfirm', {
          from: s.name_vi,
          into: target.name_vi,
          count: s.doctor_count,
        }),
      )
    )
      return;
    merge
      .mutateAsync({ id: s.id, into: target.id })
      .then(() => toast.success(t('admin.specialties.merged')))
      .catch((error: unknown) =>
        toast.error(t('admin.specialties.mergeFailed'), { description: translateError(error) }),
      );
  };
  const selectId = `merge-${s.id}`;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button variant="outline" size="sm" onClick={onEdit}>
        <Pencil aria-hidden="true" />
        {t('admin.specialties.rename')}
      </Button>
      <label htmlFor={selectId} className="sr-only">
        {t('admin.specialties.mergeInto', { name: s.name_vi })}
      </label>
      <select
        id={selectId}
        className="h-8 rounded-md border bg-background px-2 text-sm"
        value={into}
        onChange={(e) => setInto(e.target.value)}
      >
        <option value="">{t('admin.specialties.mergeChoose')}</option>
        {others.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name_vi} / {o.name_en}
          </option>
        ))}
      </select>
      <Button
        variant="outline"
        size="sm"
        onClick={confirmMerge}
        disabled={!target || merge.isPending}
      >
        <GitMerge aria-hidden="true" />
        {t('admin.specialties.merge')}
      </Button>
    </div>
  );
}
