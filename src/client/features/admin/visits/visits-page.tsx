import { CirclePlus, FileUp, KeyRound, List } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { AdminPage, PageHeader } from '../common/page-header';
import { AddVisitForm } from './add-visit-form';
import { ApiKeysSection } from './api-keys-section';
import { CsvImport } from './csv-import';
import { IdReference } from './id-reference';
import { VisitList } from './visit-list';

const TABS = ['list', 'add', 'import', 'access'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => TABS.includes(value as Tab);

/**
 * /admin/visits: the visits patients can review (a visit code + phone number each), added one
 * by one, imported from CSV, or pushed by a clinic's system with an API key.
 */
export function VisitsPage() {
  const { t } = useTranslation();
  // The tab lives in the address, so a link can open 'Clinic system access' directly.
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab: Tab = isTab(requested) ? requested : 'list';

  const panel = (title: string, description: string, content: ReactNode) => (
    <Card>
      <CardHeader>
        <CardTitle asHeading="h2">{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>{content}</CardContent>
    </Card>
  );

  return (
    <AdminPage>
      <PageHeader
        title={t('admin.visits.title')}
        documentTitle={t('admin.visits.title')}
        description={t('admin.visits.description')}
      />
      <Tabs
        value={tab}
        onValueChange={(value) =>
          setSearchParams(value === 'list' ? {} : { tab: value }, { replace: true })
        }
      >
        <TabsList className="grid h-auto w-full grid-cols-2 gap-1 sm:inline-flex sm:h-10 sm:w-fit sm:gap-0">
          <TabsTrigger value="list">
            <List aria-hidden="true" />
            {t('admin.visits.tabs.list')}
          </TabsTrigger>
          <TabsTrigger value="add">
            <CirclePlus aria-hidden="true" />
            {t('admin.visits.tabs.add')}
          </TabsTrigger>
          <TabsTrigger value="import">
            <FileUp aria-hidden="true" />
            {t('admin.visits.tabs.import')}
          </TabsTrigger>
          <TabsTrigger value="access">
            <KeyRound aria-hidden="true" />
            {t('admin.visits.tabs.access')}
          </TabsTrigger>
        </TabsList>
        <TabsContent className="min-w-0" value="list">
          <VisitList />
        </TabsContent>
        <TabsContent className="min-w-0" value="add">
          {panel(t('admin.visits.add.title'), t('admin.visits.add.description'), <AddVisitForm />)}
        </TabsContent>
        <TabsContent className="min-w-0" value="import">
          {panel(
            t('admin.visits.import.title'),
            t('admin.visits.import.description'),
            <div className="flex min-w-0 flex-col gap-6">
              <CsvImport />
              <IdReference />
            </div>,
          )}
        </TabsContent>
        <TabsContent className="min-w-0" value="access">
          {panel(
            t('admin.visits.keys.title'),
            t('admin.visits.keys.description'),
            <div className="flex min-w-0 flex-col gap-6">
              <ApiKeysSection />
              <IdReference />
            </div>,
          )}
        </TabsContent>
      </Tabs>
    </AdminPage>
  );
}
