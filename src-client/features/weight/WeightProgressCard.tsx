import { Button, Group, Skeleton, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus, IconScale } from '@tabler/icons-react';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { SectionCard } from '../../components/SectionCard.tsx';
import { useFormat } from '../../i18n/format.ts';
import { useUserToday } from '../../shared/use-user-today.ts';
import { trpc } from '../../app/trpc.ts';
import { InfoTooltip } from '../../components/InfoTooltip.tsx';
import { LogWeightDialog } from './LogWeightDialog.tsx';
import { useWeightLogs, useWeightUnit } from '../../shared/use-weight.ts';
import { WeightChange } from './WeightChange.tsx';
import { formatWeightIn, thisMonthChange } from '../../shared/weight-units.ts';

/** Weight Progress: current weight, this calendar month's change, Log Weight. */
export function WeightProgressCard() {
  const { t } = useTranslation('weight');
  const format = useFormat();
  // The data renders in a background render when it arrives (yielding to taps), not in one long task.
  const logs = useDeferredValue(useWeightLogs());
  const unit = useWeightUnit();
  const [opened, { open, close }] = useDisclosure(false);
  const latest = logs.data?.[0];
  const today = useUserToday();
  const weeklyRate = trpc.goal.get.useQuery().data?.weeklyRate ?? null;
  const { change, trend } = thisMonthChange(logs.data ?? [], today, weeklyRate);

  return (
    <>
      <SectionCard titleId="weight-progress-title" title={t('card.title')} icon={IconScale} color="leaf-7" testId="weight-progress-card">
        {logs.isPending ? (
          <Skeleton height={56} radius="sm" />
        ) : logs.isError ? (
          <ErrorAlert title={t('card.loadError')}>{t('card.loadErrorDetail')}</ErrorAlert>
        ) : !latest ? (
          <Text size="sm" c="dimmed">
            {t('card.empty')}
          </Text>
        ) : (
          <div>
            <Text size="sm" c="dimmed">
              {t('card.current')}
            </Text>
            <Text fz={28} fw={800} lh={1.2} data-testid="current-weight">
              {formatWeightIn(latest.weight, unit, format.number)}
            </Text>
            {change !== null && (
              <div data-testid="weight-change">
                <Group gap={2} mt="xs" wrap="nowrap">
                  <Text size="sm" c="dimmed">
                    {t('card.thisMonth')}
                  </Text>
                  <InfoTooltip subject={t('card.changeSubject')}>{t('card.changeHelp')}</InfoTooltip>
                </Group>
                <WeightChange kg={change} trend={trend} unit={unit} size="md" />
              </div>
            )}
          </div>
        )}
        <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={open}>
          {t('card.log')}
        </Button>
      </SectionCard>
      <LogWeightDialog opened={opened} onClose={close} />
    </>
  );
}
