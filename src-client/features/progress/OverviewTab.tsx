import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ProgressSummaryDto } from '../../../src/schemas/weight.ts';
import { useWeightUnit } from '../../shared/use-weight.ts';
import { AchievementCard } from './AchievementCard.tsx';
import { statCards } from './progress-view.ts';
import { StatCard } from './StatCard.tsx';

/** Overview: four stat cards and up to four recently unlocked achievements. */
export function OverviewTab({ progress }: { progress: ProgressSummaryDto }) {
  const { t } = useTranslation('progress');
  const unit = useWeightUnit();
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
        {statCards(progress, unit).map((card) => (
          <StatCard key={card.key} card={card} unit={unit} />
        ))}
      </SimpleGrid>
      <section aria-labelledby="recent-achievements-title">
        <Title order={2} size="h4" id="recent-achievements-title" mb="sm">
          {t('overview.recent')}
        </Title>
        {progress.recentAchievements.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('overview.none')}
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {progress.recentAchievements.map((a) => (
              <AchievementCard key={a.id} achievement={a} />
            ))}
          </SimpleGrid>
        )}
      </section>
    </Stack>
  );
}
