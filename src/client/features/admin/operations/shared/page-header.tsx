import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { PageHeader as AdminPageHeader } from '../../common/page-header';

interface PageHeaderProps {
  title: ReactNode;
  /** Plain text for the browser tab, when `title` carries markup (e.g. a count). */
  documentTitle: string;
  description?: ReactNode;
  actions?: ReactNode;
}

/** The admin area's page header (same look as every admin screen) that also names the tab. */
export function PageHeader({ documentTitle, ...props }: PageHeaderProps) {
  useDocumentTitle(documentTitle);
  return <AdminPageHeader {...props} />;
}
