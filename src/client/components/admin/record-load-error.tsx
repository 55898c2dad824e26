import { ArrowLeft } from 'lucide-react';
import { isApiError } from '../../lib/api-errors';
import { LinkButton } from '../link-button';
import { type FailedQuery, QueryError } from './query-error';

/** The way back from a record's screen to its list. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <LinkButton to={to} icon={ArrowLeft} variant="ghost" size="sm" className="w-fit">
      {label}
    </LinkButton>
  );
}

interface RecordLoadErrorProps {
  query: FailedQuery;
  /** Title of any other failure, which can be retried. */
  errorTitle: string;
  notFoundTitle: string;
  notFoundText: string;
  /** Offered in both cases when the screen has no way back of its own. */
  back?: { to: string; label: string };
}

/**
 * A doctor or clinic that could not be loaded: a 404 says the record does not exist (retrying
 * would not help), any other failure says why and offers a retry.
 */
export function RecordLoadError({
  query,
  errorTitle,
  notFoundTitle,
  notFoundText,
  back,
}: RecordLoadErrorProps) {
  const backLink = back ? <BackLink {...back} /> : null;
  if (isApiError(query.error) && query.error.status === 404) {
    return (
      <div className="grid justify-items-start gap-3 rounded-xl border bg-card p-6">
        <h2 className="font-semibold text-lg">{notFoundTitle}</h2>
        <p className="text-muted-foreground">{notFoundText}</p>
        {backLink}
      </div>
    );
  }
  return (
    <QueryError title={errorTitle} query={query}>
      {backLink}
    </QueryError>
  );
}
