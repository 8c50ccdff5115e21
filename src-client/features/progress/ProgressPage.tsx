import { Container, Skeleton, Stack, Tabs } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconAward, IconCalendarCheck, IconChartLine, IconLayoutDashboard, IconTarget } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProgressSummaryDto } from '../../../src/schemas/weight.ts';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { AchievementsTab } from './AchievementsTab.tsx';
import { HabitsTab } from './HabitsTab.tsx';
import { OverviewTab } from './OverviewTab.tsx';
import { PROGRESS_TABS, type ProgressTab } from './progress-view.ts';
import { useProgressSummary } from './use-progress.ts';
import { WeightTab } from './WeightTab.tsx';
import { IconTabList } from '../../components/IconTabList.tsx';
import { GoalTab } from '../goal/index.ts';
import { PageHeading } from '../../components/PageHeading.tsx';

const TABS: { value: ProgressTab; icon: typeof IconAward; Panel: (props: { progress: ProgressSummaryDto }) => ReactNode }[] = [
  { value: 'overview', icon: IconLayoutDashboard, Panel: OverviewTab },
  { value: 'achievements', icon: IconAward, Panel: AchievementsTab },
  { value: 'weight', icon: IconChartLine, Panel: WeightTab },
  { value: 'habits', icon: IconCalendarCheck, Panel: HabitsTab },
  { value: 'goal', icon: IconTarget, Panel: GoalTab },
];

/**
 * `/progress`: streaks, achievements, weight and habits in four tabs.
 * The route keeps the tab in the URL, so Weight Progress and Progress Analytics each open theirs.
 */
export function ProgressPage({ tab, onTabChange }: { tab: ProgressTab; onTabChange: (tab: ProgressTab) => void }) {
  const { t } = useTranslation('progress');
  useDocumentTitle(t('page.documentTitle'));
  const progress = useProgressSummary();
  const setTab = onTabChange;

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <PageHeading title={t('page.title')} intro={t('page.subtitle')} />
        {progress.isError ? (
          <ErrorAlert title={t('page.loadError')}>{t('page.loadErrorDetail')}</ErrorAlert>
        ) : (
          <Tabs value={tab} onChange={(t) => setTab(PROGRESS_TABS.find((v) => v === t) ?? 'overview')} keepMounted={false}>
            <IconTabList tabs={TABS.map((tab) => ({ ...tab, label: t(`page.tabs.${tab.value}`) }))} />
            {TABS.map(({ value, Panel }) => (
              <Tabs.Panel key={value} value={value} pt="lg">
                {progress.data ? <Panel progress={progress.data} /> : <Skeleton height={220} radius="md" aria-label={t('page.loading')} />}
              </Tabs.Panel>
            ))}
          </Tabs>
        )}
      </Stack>
    </Container>
  );
}
