import { Badge, Button, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconCalendarStats } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { SectionCard } from '../../components/SectionCard.tsx';
import { useCheckIn } from './use-goal.ts';

const MACROS = ['calories', 'protein', 'carbs', 'fats'] as const;

/** The weekly check-in: the expenditure estimate with its band, and new targets to accept or not. */
export function CheckInCard() {
  const { t } = useTranslation('goal');
  const { checkIn, accept, keep } = useCheckIn();
  const data = checkIn.data;
  const kcal = (value: number) => t('units.kcal', { value });
  return (
    <SectionCard titleId="check-in-title" title={t('checkIn.title')} icon={IconCalendarStats} color="leaf-7" testId="check-in-card" gap="md" aside={data && <Badge variant="light" c="dark.8" color={data.due ? 'orange' : 'gray'}>{data.due ? t('checkIn.due') : t('checkIn.done')}</Badge>}>
      {checkIn.isPending ? (
        <Skeleton height={120} radius="sm" />
      ) : checkIn.isError || !data ? (
        <ErrorAlert title={t('checkIn.loadFailed')}>{t('checkIn.loadFailedDetail')}</ErrorAlert>
      ) : data.estimate.status === 'not_enough_data' ? (
        <Stack gap={4} data-testid="expenditure-estimate">
          <Text fw={700}>{t('checkIn.notEnoughData')}</Text>
          <Text size="sm" c="dimmed">
            {t('checkIn.needs', {
              needLoggedDays: data.estimate.needLoggedDays,
              needWeighIns: data.estimate.needWeighIns,
              loggedDays: data.estimate.loggedDays,
              weighIns: data.estimate.weighIns,
            })}
          </Text>
        </Stack>
      ) : (
        <>
          <div data-testid="expenditure-estimate">
            <Text size="sm" c="dimmed">
              {t('checkIn.estimate')}
            </Text>
            <Text fw={800} fz={26}>
              {kcal(data.estimate.kcal ?? 0)}
            </Text>
            <Text size="sm" c="dimmed">
              {t('checkIn.range', { low: kcal(data.estimate.low ?? 0), high: kcal(data.estimate.high ?? 0), loggedDays: data.estimate.loggedDays, weighIns: data.estimate.weighIns })}
            </Text>
          </div>
          {data.proposal && (
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" data-testid="proposed-targets">
              {MACROS.map((key) => (
                <div key={key}>
                  <Text size="xs" c="dimmed">
                    {t(`checkIn.targets.${key}`)}
                  </Text>
                  <Text fw={700}>{t(key === 'calories' ? 'units.kcal' : 'units.g', { value: data.proposal![key] })}</Text>
                  <Text size="xs" c="dimmed">
                    {t('checkIn.now', { value: data.current[key] })}
                  </Text>
                </div>
              ))}
            </SimpleGrid>
          )}
          {data.due && data.proposal && (
            <Group gap="sm">
              <Button onClick={() => accept.mutate(data.proposal!)} loading={accept.isPending}>
                {t('checkIn.accept')}
              </Button>
              <Button variant="default" onClick={() => keep.mutate()} loading={keep.isPending}>
                {t('checkIn.keep')}
              </Button>
            </Group>
          )}
        </>
      )}
      <Text size="xs" c="dimmed">
        {t('checkIn.note')}
      </Text>
    </SectionCard>
  );
}
