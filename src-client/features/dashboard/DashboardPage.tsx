import { Container, Skeleton, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserDto } from '../../../src/schemas/user.ts';
import { useUserToday } from '../../shared/use-user-today.ts';
import { chartTargets } from '../../shared/chart-targets.ts';
import { CoachSlot } from './CoachSlot.tsx';
import { DashboardHeader } from './DashboardHeader.tsx';
import { GoalCard } from './GoalCard.tsx';
import { MacroCards } from './MacroCards.tsx';
import classes from './DashboardPage.module.css';
import { useDayProgress } from '../../shared/use-day-progress.ts';

// The panels below the macro cards (forms, dialogs, the water, activity and weight cards) are chunks of
// their own, keeping the dashboard's first-load JavaScript small (decision 054).
const FoodLoggingPanel = lazy(() => import('./FoodLoggingPanel.tsx').then((m) => ({ default: m.FoodLoggingPanel })));
const TodaysMealsCard = lazy(() => import('./TodaysMealsCard.tsx').then((m) => ({ default: m.TodaysMealsCard })));
const SidePanels = lazy(() => import('./SidePanels.tsx').then((m) => ({ default: m.SidePanels })));
const WaterCard = lazy(() => import('../water/index.ts').then((m) => ({ default: m.WaterCard })));
const ActivityCard = lazy(() => import('../activity/index.ts').then((m) => ({ default: m.ActivityCard })));

/** A lazy panel, with a placeholder while its code and messages load. */
function Panel({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Skeleton height={240} radius="md" />}>{children}</Suspense>;
}

/**
 * `/` and `/dashboard` for a complete user, top to bottom: header, AI coach slot, macro
 * cards, then food logging and Today's Meals on the left, the goal card and side panels on the right.
 */
export function DashboardPage({ user }: { user: UserDto }) {
  const { t } = useTranslation('dashboard');
  useDocumentTitle(t('page.title'));
  const today = useUserToday();
  const progress = useDayProgress(today);
  // One target for the day from the server (decision 099): the macro cards, the ring and the charts read it.
  const targets = progress.data?.targets;

  return (
    <Container size="xl" py="xl">
      <Stack gap="xl">
        <DashboardHeader user={user} />
        <CoachSlot />
        <MacroCards targets={targets} macros={progress.data?.macros} loading={progress.isPending} error={progress.isError} />
        <div className={classes.columns}>
          <Stack gap="xl">
            <Panel>
              <FoodLoggingPanel date={today} />
            </Panel>
            <Panel>
              <TodaysMealsCard
                date={today}
                progress={progress.data}
                loading={progress.isPending}
                error={progress.isError}
                targets={targets && chartTargets(targets)}
              />
            </Panel>
          </Stack>
          <Stack gap="xl">
            <GoalCard consumed={progress.data?.macros.calories ?? 0} target={targets?.calories} />
            <Panel>
              <WaterCard date={today} />
            </Panel>
            <Panel>
              <ActivityCard date={today} />
            </Panel>
            <Panel>
              <SidePanels />
            </Panel>
          </Stack>
        </div>
      </Stack>
    </Container>
  );
}
