import { Badge, Group, Text, ThemeIcon } from '@mantine/core';
import { IconLock, IconTrophy } from '@tabler/icons-react';
import type { ProgressSummaryDto } from '../../../src/schemas/weight.ts';
import classes from './Progress.module.css';
import { formatDay, RARITY_COLOR, RARITY_LABEL } from './progress-view.ts';

type Achievement = ProgressSummaryDto['achievements'][number];

/** An achievement coloured by rarity; a locked one is greyed and says how to unlock it. */
export function AchievementCard({ achievement: a, headingLevel = 3 }: { achievement: Achievement; headingLevel?: 3 | 4 }) {
  const color = RARITY_COLOR[a.rarity];
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <article
      className={classes.achievement}
      data-locked={a.unlocked ? undefined : true}
      data-testid={`achievement-${a.id}`}
      style={{ ['--achievement-color' as string]: color.startsWith('#') ? color : `var(--mantine-color-${color.replace('.', '-')})` }}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon className={classes.achievementIcon} size={40} radius="xl" color={a.unlocked ? color : 'gray.6'} aria-hidden>
          {a.unlocked ? <IconTrophy size={22} /> : <IconLock size={20} />}
        </ThemeIcon>
        <div>
          <Group gap="xs" wrap="wrap">
            <Text component={Heading} fw={700} size="md" m={0}>
              {a.name}
            </Text>
            <Badge color={a.unlocked ? color : 'gray.7'} variant="filled" size="sm">
              {RARITY_LABEL[a.rarity]}
            </Badge>
          </Group>
          {a.unlocked ? (
            <>
              <Text size="sm">{a.description}</Text>
              <Text size="xs" c="dimmed" mt={2}>
                Unlocked{a.unlockedOn ? ` on ${formatDay(a.unlockedOn)}` : ''}
              </Text>
            </>
          ) : (
            <Text size="sm" c="dimmed">
              Locked. To unlock: {a.description.charAt(0).toLowerCase() + a.description.slice(1)}.
            </Text>
          )}
        </div>
      </Group>
    </article>
  );
}
