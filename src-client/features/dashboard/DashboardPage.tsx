import { Container, Skeleton, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { lazy, memo, useDeferredValue, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserDto } from '../../../src/schemas/user.ts';
import { i18n } from '../../i18n/i18n.ts';
import { AfterFirstPaint } from '../../components/AfterFirstPaint.tsx';
import { InTurn, InTurns } from '../../components/InTurn.tsx';
import { useUserToday } from '../food-log/use-user-today.ts';
import { chartTargets } from '../meal-visualization/chart-targets.ts';
import { CoachSlot } from './CoachSlot.tsx';
import { DashboardHeader } from './DashboardHeader.tsx';
import { GoalCard } from './GoalCard.tsx';
import { MacroCards } from './MacroCards.tsx';
import classes from './DashboardPage.module.css';
import { useDayProgress } from './use-day-progress.ts';

// The panels below the macro cards (forms, dialogs, the water, activity and weight cards) load after the first paint,
// keeping the dashboard's first-load JavaScript small on a phone (decision 054), all at once, and mount one
// after another (decision 082).
const panelCode = {
  foodLogging: () => import('./FoodLoggingPanel.tsx'),
  todaysMeals: () => import('./TodaysMealsCard.tsx'),
  side: () => import('./SidePanels.tsx'),
  water: () => import('../water/WaterCard.tsx'),
  activity: () => import('../activity/ActivityCard.tsx'),
};
const FoodLoggingPanel = lazy(() => panelCode.foodLogging().then((m) => ({ default: m.FoodLoggingPanel })));
const TodaysMealsCard = lazy(() => panelCode.todaysMeals().then((m) => ({ default: m.TodaysMealsCard })));
const SidePanels = lazy(() => panelCode.side().then((m) => ({ default: m.SidePanels })));
const WaterCard = lazy(() => panelCode.water().then((m) => ({ default: m.WaterCard })));
const ActivityCard = lazy(() => panelCode.activity().then((m) => ({ default: m.ActivityCard })));

/** Holds a panel's place until its turn and while its code loads, so nothing below it jumps. */
const placeholder = (height: number) => <Skeleton height={height} radius="md" />;

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

  return (
    <Container size="xl" py="xl">
      <Stack gap="xl">
        <DashboardHeader user={user} />
        <AfterFirstPaint>
          <DashboardPanels today={today} progress={progress} />
        </AfterFirstPaint>
      </Stack>
    </Container>
  );
}

interface PanelsProps {
  today: string;
  progress: ReturnType<typeof useDayProgress>;
}

/** Everything below the header; unchanged props skip it, so only a deferred render draws new numbers. */
const DashboardPanels = memo(function DashboardPanels({ today, progress }: PanelsProps) {
  // One target for the day from the server (decision 099): the macro cards, the ring and the charts read it.
  const targets = progress.data?.targets;
  useEffect(() => {
    // The logging forms and meal lists speak the food log's words; they arrive with the panels' code.
    const loads = [...Object.values(panelCode), () => i18n.loadNamespaces('food-log')];
    // Each in a task of its own: asking for a chunk adds a preload link for every file it imports,
    // and all of them at once made one long task.
    const timers = loads.map((load) => setTimeout(() => void load()));
    return () => timers.forEach(clearTimeout);
  }, []);
  return (
    <InTurns>
      <CoachSlot />
      <MacroCards targets={targets} macros={progress.data?.macros} loading={progress.isPending} error={progress.isError} />
      {/* A CSS grid of its own rather than Mantine's Grid, whose code would be one more file before the first paint. */}
      <div className={classes.columns}>
        <Stack gap="xl">
          <InTurn index={0} fallback={placeholder(320)}>
            <FoodLoggingPanel date={today} />
          </InTurn>
          <InTurn index={1} fallback={placeholder(360)}>
            <TodaysMealsCard
              date={today}
              progress={progress.data}
              loading={progress.isPending}
              error={progress.isError}
              targets={targets && chartTargets(targets)}
            />
          </InTurn>
        </Stack>
        <Stack gap="xl">
          <GoalCard consumed={progress.data?.macros.calories ?? 0} target={targets?.calories} />
          <InTurn index={2} fallback={placeholder(210)}>
            <WaterCard date={today} />
          </InTurn>
          <InTurn index={3} fallback={placeholder(300)}>
            <ActivityCard date={today} />
          </InTurn>
          <InTurn index={4} fallback={placeholder(480)}>
            <SidePanels />
          </InTurn>
        </Stack>
      </div>
    </InTurns>
  );
});
