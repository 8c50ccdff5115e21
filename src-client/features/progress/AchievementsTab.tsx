import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ProgressSummaryDto } from '../../../src/schemas/weight.ts';
import { AchievementCard } from './AchievementCard.tsx';

/** Achievements: all six, unlocked ones in their rarity colour, locked ones greyed with how to get them. */
export function AchievementsTab({ progress }: { progress: ProgressSummaryDto }) {
  const { t } = useTranslation('progress');
  const unlocked = progress.achievements.filter((a) => a.unlocked).length;
  return (
    <Stack gap="md">
      <div>
        <Title order={2} size="h4">
          {t('achievements.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('achievements.count', { unlocked, total: progress.achievements.length })}
        </Text>
      </div>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {progress.achievements.map((a) => (
          <AchievementCard key={a.id} achievement={a} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
