import { Badge, Button, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconCalendarStats } from '@tabler/icons-react';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { SectionCard } from '../../components/SectionCard.tsx';
import { useCheckIn } from './use-goal.ts';

const kcal = (n: number) => `${n.toLocaleString('en-US')} kcal`;

/** The weekly check-in: the expenditure estimate with its band, and new targets to accept or not. */
export function CheckInCard() {
  const { checkIn, accept, keep } = useCheckIn();
  const data = checkIn.data;
  return (
    <SectionCard titleId="check-in-title" title="Weekly check-in" icon={IconCalendarStats} color="leaf-7" testId="check-in-card" gap="md" aside={data && <Badge variant="light" c="dark.8" color={data.due ? 'orange' : 'gray'}>{data.due ? 'Due' : 'Done this week'}</Badge>}>
      {checkIn.isPending ? (
        <Skeleton height={120} radius="sm" />
      ) : checkIn.isError || !data ? (
        <ErrorAlert title="Failed to fetch your check-in">Your check-in could not be loaded. Please try again later.</ErrorAlert>
      ) : data.estimate.status === 'not_enough_data' ? (
        <Stack gap={4} data-testid="expenditure-estimate">
          <Text fw={700}>Not enough data yet</Text>
          <Text size="sm" c="dimmed">
            An estimate needs {data.estimate.needLoggedDays} logged days and {data.estimate.needWeighIns} weigh-ins in the last four weeks. You have {data.estimate.loggedDays} logged days and{' '}
            {data.estimate.weighIns} weigh-ins.
          </Text>
        </Stack>
      ) : (
        <>
          <div data-testid="expenditure-estimate">
            <Text size="sm" c="dimmed">
              Your estimated expenditure
            </Text>
            <Text fw={800} fz={26}>
              {kcal(data.estimate.kcal ?? 0)}
            </Text>
            <Text size="sm" c="dimmed">
              Likely between {kcal(data.estimate.low ?? 0)} and {kcal(data.estimate.high ?? 0)}, from {data.estimate.loggedDays} logged days and {data.estimate.weighIns} weigh-ins.
            </Text>
          </div>
          {data.proposal && (
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" data-testid="proposed-targets">
              {(['calories', 'protein', 'carbs', 'fats'] as const).map((key) => (
                <div key={key}>
                  <Text size="xs" c="dimmed" tt="capitalize">
                    {key}
                  </Text>
                  <Text fw={700}>
                    {data.proposal![key].toLocaleString('en-US')} {key === 'calories' ? 'kcal' : 'g'}
                  </Text>
                  <Text size="xs" c="dimmed">
                    now {data.current[key].toLocaleString('en-US')}
                  </Text>
                </div>
              ))}
            </SimpleGrid>
          )}
          {data.due && data.proposal && (
            <Group gap="sm">
              <Button onClick={() => accept.mutate(data.proposal!)} loading={accept.isPending}>
                Accept new targets
              </Button>
              <Button variant="default" onClick={() => keep.mutate()} loading={keep.isPending}>
                Keep my targets
              </Button>
            </Group>
          )}
        </>
      )}
      <Text size="xs" c="dimmed">
        Energy balance over the last four weeks: logged intake, less 7,700 kcal for each kilogram your trend lost. Days without a log are left out, not counted as zero.
      </Text>
    </SectionCard>
  );
}
