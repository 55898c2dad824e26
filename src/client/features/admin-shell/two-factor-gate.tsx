import { type Query, useQueryClient } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { adminKeys } from '../../components/admin/query-keys';
import { SectionCard } from '../../components/section-card';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { errorDetails, translateError } from '../../lib/api-errors';
import { verifySessionCode } from './api';

type GateReason = 'two_factor_required' | 'two_factor_session_required';

function gateReason(query: Query): GateReason | null {
  const reason = errorDetails(query.state.error, 'forbidden')?.reason;
  return reason === 'two_factor_required' || reason === 'two_factor_session_required'
    ? reason
    : null;
}

/**
 * With ADMIN_REQUIRE_2FA the server refuses admin requests from an administrator without
 * two-factor, or from a session that has not passed a code. Any admin query answered so shows
 * this gate instead of the screen: turn two-factor on, or confirm this session with a code.
 */
export function TwoFactorGate({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [reason, setReason] = useState<GateReason | null>(null);

  useEffect(() => {
    const cache = queryClient.getQueryCache();
    const found = cache.getAll().map(gateReason).find(Boolean);
    if (found) setReason(found);
    return cache.subscribe((event) => {
      if (event.type !== 'updated') return;
      const next = gateReason(event.query);
      if (next) setReason(next);
    });
  }, [queryClient]);

  if (!reason) return children;
  const passed = async () => {
    setReason(null);
    await queryClient.resetQueries({ queryKey: adminKeys.all() });
    await queryClient.refetchQueries({ type: 'active' });
  };
  return <GateCard reason={reason} onPassed={passed} />;
}

function GateCard({ reason, onPassed }: { reason: GateReason; onPassed: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = code.replace(/\s+/g, '');
    if (!/^\d{6}$/.test(value)) {
      setError(t('admin.twoFactorGate.codeFormat'));
      return;
    }
    setPending(true);
    try {
      await verifySessionCode(value);
      onPassed();
    } catch (failure) {
      setError(translateError(failure));
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="mx-auto w-full max-w-md p-4 sm:p-8">
      <SectionCard
        title={
          <span className="flex items-center gap-2">
            <ShieldCheck aria-hidden="true" className="size-5 text-primary" />
            {t(`admin.twoFactorGate.${reason}.title`)}
          </span>
        }
        description={t(`admin.twoFactorGate.${reason}.description`)}
      >
        {reason === 'two_factor_required' ? (
          <Button asChild>
            <Link to="/profile?tab=security">
              {t('admin.twoFactorGate.two_factor_required.action')}
            </Link>
          </Button>
        ) : (
          <form onSubmit={submit} noValidate className="grid gap-4">
            <FormField id={id} label={t('admin.twoFactorGate.codeLabel')} error={error}>
              {(control) => (
                <Input
                  {...control}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  value={code}
                  onChange={(e) => setCode(e.target.value)}
                />
              )}
            </FormField>
            <Button type="submit" disabled={pending}>
              {pending ? <Spinner className="text-current" /> : null}
              {t('admin.twoFactorGate.two_factor_session_required.action')}
            </Button>
          </form>
        )}
      </SectionCard>
    </div>
  );
}
