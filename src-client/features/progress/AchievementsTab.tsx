import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ProgressSummaryDto } from '../../../src/schemas/weight.ts';
import { AchievementCard } from './AchievementCard.tsx';

/** Achievements: all six, unlocked ones in their rarity colour, locked ones greyed with how to get them. */
export function AchievementsTab({ progress }: { progress: ProgressSummaryDto }) {
  const unlocked = progress.achievements.filter((a) => a.unlocked).length;
  return (
    <Stack gap="md">
      <div>
        <Title order={2} size="h4">
          Achievements
        </Title>
        <Text size="sm" c="dimmed">
          {unlocked} of {progress.achievements.length} unlocked
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
