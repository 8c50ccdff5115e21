import { Button, Container, Group, Skeleton, Stack, Tabs } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconCamera, IconList, IconMicrophone, IconPill, IconSearch } from '@tabler/icons-react';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DaySelect } from './DaySelect.tsx';
import { FOOD_LOG_TABS, type FoodLogTab } from './food-log-tabs.ts';
import { useUserToday } from '../../shared/use-user-today.ts';
import { WaitingList } from '../../offline/WaitingBadge.tsx';
import { IconTabList } from '../../components/IconTabList.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';

// Each tab's code loads when the tab is first shown (decision 078).
const AddFoodPanel = lazy(() => import('./AddFoodPanel.tsx').then((m) => ({ default: m.AddFoodPanel })));
const SnapPanel = lazy(() => import('./SnapPanel.tsx').then((m) => ({ default: m.SnapPanel })));
const VoicePanel = lazy(() => import('./VoicePanel.tsx').then((m) => ({ default: m.VoicePanel })));
const ViewLogPanel = lazy(() => import('./ViewLogPanel.tsx').then((m) => ({ default: m.ViewLogPanel })));

const TABS: { value: FoodLogTab; icon: typeof IconSearch; Panel: (props: { date: string }) => ReactNode }[] = [
  { value: 'add', icon: IconSearch, Panel: AddFoodPanel },
  { value: 'snap', icon: IconCamera, Panel: SnapPanel },
  { value: 'voice', icon: IconMicrophone, Panel: VoicePanel },
  { value: 'log', icon: IconList, Panel: ViewLogPanel },
];

/** `/food-log`, the Food Logging Hub: a day picker and four tabs. */
export function FoodLogPage() {
  const { t } = useTranslation('food-log');
  useDocumentTitle(t('page.documentTitle'));
  const today = useUserToday();
  const search = useSearch({ from: '/food-log' });
  const [date, setDate] = useState(today);
  const navigate = useNavigate({ from: '/food-log' });
  // The tab lives in the URL, so a menu item (Voice Logging, AI Food Snap) switches it even here.
  const tab = search.tab ?? 'add';
  const setTab = (next: FoodLogTab) => void navigate({ search: (prev) => ({ ...prev, tab: next }), replace: true });

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <PageHeading title={t('page.title')} intro={t('page.intro')}>
          <Group gap="sm" align="flex-end" wrap="wrap">
            <Button component={Link} to="/nutrients" variant="light" leftSection={<IconPill size={16} />}>
              {t('page.nutrients')}
            </Button>
            <DaySelect today={today} value={date} onChange={setDate} />
          </Group>
        </PageHeading>
        <WaitingList />
        {/* Only the open tab is in the page: the others' code and data load when they are opened. */}
        <Tabs value={tab} onChange={(next) => setTab(FOOD_LOG_TABS.find((v) => v === next) ?? 'add')} keepMounted={false}>
          <IconTabList tabs={TABS.map((tab) => ({ ...tab, label: t(`tabs.${tab.value}`) }))} />
          {TABS.map(({ value, Panel }) => (
            <Tabs.Panel key={value} value={value} pt="md">
              <Suspense fallback={<Skeleton height={320} radius="md" />}>
                <Panel date={date} />
              </Suspense>
            </Tabs.Panel>
          ))}
        </Tabs>
      </Stack>
    </Container>
  );
}
