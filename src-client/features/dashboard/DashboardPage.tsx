import { Container, Grid, Skeleton, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { lazy, memo, Suspense, useDeferredValue, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserDto } from '../../../src/schemas/user.ts';
import { AfterFirstPaint } from '../../components/AfterFirstPaint.tsx';
import { useExerciseBudget } from '../activity/use-activity.ts';
import { useUserToday } from '../food-log/use-user-today.ts';
import { chartTargets } from '../meal-visualization/chart-targets.ts';
import { CoachSlot } from './CoachSlot.tsx';
import { dailyTargetsOf } from './daily-targets.ts';
import { DashboardHeader } from './DashboardHeader.tsx';
import { GoalCard } from './GoalCard.tsx';
import { MacroCards } from './MacroCards.tsx';
import { useDayProgress } from './use-day-progress.ts';

// The panels below the macro cards (forms, dialogs, the water, activity and weight cards) load after the first paint,
// keeping the dashboard's first-load JavaScript small on a phone (decision 054).
const FoodLoggingPanel = lazy(() => import('./FoodLoggingPanel.tsx').then((m) => ({ default: m.FoodLoggingPanel })));
const TodaysMealsCard = lazy(() => import('./TodaysMealsCard.tsx').then((m) => ({ default: m.TodaysMealsCard })));
const SidePanels = lazy(() => import('./SidePanels.tsx').then((m) => ({ default: m.SidePanels })));
const WaterCard = lazy(() => import('../water/WaterCard.tsx').then((m) => ({ default: m.WaterCard })));
const ActivityCard = lazy(() => import('../activity/ActivityCard.tsx').then((m) => ({ default: m.ActivityCard })));

/** Holds a panel's place while its code loads, so nothing below it jumps. */
function Later({ height, children }: { height: number; children: ReactNode }) {
  return <Suspense fallback={<Skeleton height={height} radius="md" />}>{children}</Suspense>;
}

/**
 * `/` and `/dashboard` for a complete user (spec §2), top to bottom: header, AI coach slot, macro
 * cards, then food logging and Today's Meals on the left, the goal card and side panels on the right.
 */
export function DashboardPage({ user }: { user: UserDto }) {
  const { t } = useTranslation('dashboard');
  useDocumentTitle(t('page.title'));
  const today = useUserToday();
  // The day's numbers re-render the panels in the background when they arrive, not in one long task.
  const progress = useDeferredValue(useDayProgress(today));
  // Exercise raises the day's budget only when the user turned that on (off by default).
  const calorieTarget = dailyTargetsOf(user)[0]!.value + useExerciseBudget(today);

  return (
    <Container size="xl" py="xl">
      <Stack gap="xl">
        <DashboardHeader user={user} />
        <AfterFirstPaint>
          <DashboardPanels user={user} today={today} progress={progress} calorieTarget={calorieTarget} />
        </AfterFirstPaint>
      </Stack>
    </Container>
  );
}

interface PanelsProps {
  user: UserDto;
  today: string;
  progress: ReturnType<typeof useDayProgress>;
  calorieTarget: number;
}

/** Everything below the header; unchanged props skip it, so only a deferred render draws new numbers. */
const DashboardPanels = memo(function DashboardPanels({ user, today, progress, calorieTarget }: PanelsProps) {
  return (
    <>
      <CoachSlot />
      <MacroCards user={user} macros={progress.data?.macros} loading={progress.isPending} error={progress.isError} />
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="xl">
            <Later height={320}>
              <FoodLoggingPanel date={today} />
            </Later>
            <Later height={360}>
              <TodaysMealsCard
                date={today}
                progress={progress.data}
                loading={progress.isPending}
                error={progress.isError}
                targets={chartTargets(user)}
              />
            </Later>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="xl">
            <GoalCard consumed={progress.data?.macros.calories ?? 0} target={calorieTarget} />
            <Later height={210}>
              <WaterCard date={today} />
            </Later>
            <Later height={300}>
              <ActivityCard date={today} />
            </Later>
            <Later height={480}>
              <SidePanels />
            </Later>
          </Stack>
        </Grid.Col>
      </Grid>
    </>
  );
});
