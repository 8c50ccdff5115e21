import { Button, Group, Skeleton, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus, IconScale } from '@tabler/icons-react';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { SectionCard } from '../../components/SectionCard.tsx';
import { InfoTooltip } from '../tour/InfoTooltip.tsx';
import { LogWeightDialog } from './LogWeightDialog.tsx';
import { useWeightLogs, useWeightUnit } from './use-weight.ts';
import { WeightChange } from './WeightChange.tsx';
import { formatWeightIn, latestChange } from './weight-units.ts';

/** Weight Progress (spec §2): current weight, change between the latest two weigh-ins, Log Weight. */
export function WeightProgressCard() {
  const logs = useWeightLogs();
  const unit = useWeightUnit();
  const [opened, { open, close }] = useDisclosure(false);
  const latest = logs.data?.[0];
  const { change, trend } = latestChange(logs.data ?? []);

  return (
    <>
      <SectionCard titleId="weight-progress-title" title="Weight Progress" icon={IconScale} color="leaf-7" testId="weight-progress-card">
        {logs.isPending ? (
          <Skeleton height={56} radius="sm" />
        ) : logs.isError ? (
          <ErrorAlert title="Failed to fetch weight logs">Your weigh-ins could not be loaded. Please try again later.</ErrorAlert>
        ) : !latest ? (
          <Text size="sm" c="dimmed">
            No weigh-ins yet. Log your weight to follow your progress.
          </Text>
        ) : (
          <div>
            <Text size="sm" c="dimmed">
              Current weight
            </Text>
            <Text fz={28} fw={800} lh={1.2} data-testid="current-weight">
              {formatWeightIn(latest.weight, unit)}
            </Text>
            {change !== null && (
              <div data-testid="weight-change">
                <Group gap={2} mt="xs" wrap="nowrap">
                  <Text size="sm" c="dimmed">
                    This month
                  </Text>
                  <InfoTooltip subject="the weight change">The difference between your two most recent weigh-ins.</InfoTooltip>
                </Group>
                <WeightChange kg={change} trend={trend} unit={unit} size="md" />
              </div>
            )}
          </div>
        )}
        <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={open}>
          Log Weight
        </Button>
      </SectionCard>
      <LogWeightDialog opened={opened} onClose={close} />
    </>
  );
}
