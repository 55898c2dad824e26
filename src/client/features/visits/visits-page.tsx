import { CirclePlus, FileUp, KeyRound, List, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AdminPage } from '../../components/admin/admin-page';
import { PageHeader } from '../../components/page-header';
import { SectionCard } from '../../components/section-card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { AddVisitForm } from './add-visit-form';
import { ApiKeysSection } from './api-keys-section';
import { CsvImport } from './csv-import';
import { IdReference } from './id-reference';
import { VisitList } from './visit-list';

const TABS = ['list', 'add', 'import', 'access'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => TABS.includes(value as Tab);

interface TabPanel {
  icon: LucideIcon;
  /** The card around the panel, titled by admin.visits.<card>.title; the list has none. */
  card?: 'add' | 'import' | 'keys';
  content: ReactNode;
}

const PANELS: Record<Tab, TabPanel> = {
  list: { icon: List, content: <VisitList /> },
  add: { icon: CirclePlus, card: 'add', content: <AddVisitForm /> },
  // The ids to send are listed under both ways of sending visits.
  import: {
    icon: FileUp,
    card: 'import',
    content: (
      <>
        <CsvImport />
        <IdReference />
      </>
    ),
  },
  access: {
    icon: KeyRound,
    card: 'keys',
    content: (
      <>
        <ApiKeysSection />
        <IdReference />
      </>
    ),
  },
};

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

  return (
    <AdminPage>
      <PageHeader title={t('admin.visits.title')} description={t('admin.visits.description')} />
      <Tabs
        value={tab}
        onValueChange={(value) =>
          setSearchParams(value === 'list' ? {} : { tab: value }, { replace: true })
        }
      >
        <TabsList className="grid h-auto w-full grid-cols-2 gap-1 sm:inline-flex sm:h-10 sm:w-fit sm:gap-0">
          {TABS.map((value) => {
            const Icon = PANELS[value].icon;
            return (
              <TabsTrigger key={value} value={value}>
                <Icon aria-hidden="true" />
                {t(`admin.visits.tabs.${value}`)}
              </TabsTrigger>
            );
          })}
        </TabsList>
        {TABS.map((value) => {
          const { card, content } = PANELS[value];
          return (
            <TabsContent key={value} className="min-w-0" value={value}>
              {card ? (
                <SectionCard
                  title={t(`admin.visits.${card}.title`)}
                  description={t(`admin.visits.${card}.description`)}
                  contentClassName="flex min-w-0 flex-col gap-6"
                >
                  {content}
                </SectionCard>
              ) : (
                content
              )}
            </TabsContent>
          );
        })}
      </Tabs>
    </AdminPage>
  );
}
