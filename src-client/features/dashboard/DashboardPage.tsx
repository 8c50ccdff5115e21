import { Container, Grid, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { UserDto } from '../../../src/schemas/user.ts';
import { useUserToday } from '../food-log/use-user-today.ts';
import { chartTargets } from '../meal-visualization/chart-targets.ts';
import { CoachSlot } from './CoachSlot.tsx';
import { dailyTargetsOf } from './daily-targets.ts';
import { DashboardHeader } from './DashboardHeader.tsx';
import { FoodLoggingPanel } from './FoodLoggingPanel.tsx';
import { GoalCard } from './GoalCard.tsx';
import { MacroCards } from './MacroCards.tsx';
import { SidePanels } from './SidePanels.tsx';
import { TodaysMealsCard } from './TodaysMealsCard.tsx';
import { useDayProgress } from './use-day-progress.ts';

/**
 * `/` and `/dashboard` for a complete user (spec §2), top to bottom: header, AI coach slot, macro
 * cards, then food logging and Today's Meals on the left, the goal card and side panels on the right.
 */
export function DashboardPage({ user }: { user: UserDto }) {
  useDocumentTitle('Dashboard · Platewise');
  const today = useUserToday();
  const progress = useDayProgress(today);
  const calorieTarget = dailyTargetsOf(user)[0]!.value;

  return (
    <Container size="xl" py="xl">
      <Stack gap="xl">
        <DashboardHeader user={user} />
        <CoachSlot />
        <MacroCards user={user} macros={progress.data?.macros} loading={progress.isPending} error={progress.isError} />
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="xl">
              <FoodLoggingPanel date={today} />
              <TodaysMealsCard
                date={today}
                progress={progress.data}
                loading={progress.isPending}
                error={progress.isError}
                targets={chartTargets(user)}
              />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="xl">
              <GoalCard consumed={progress.data?.macros.calories ?? 0} target={calorieTarget} />
              <SidePanels />
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
