import { Badge, Group, Text, ThemeIcon } from '@mantine/core';
import { IconLock, IconTrophy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ProgressSummaryDto } from '../../../src/schemas/weight.ts';
import { useFormat } from '../../i18n/format.ts';
import classes from './Progress.module.css';
import { achievementKey, RARITY_COLOR } from './progress-view.ts';

type Achievement = ProgressSummaryDto['achievements'][number];

const UNLOCK_DAY: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', year: 'numeric' };

/** An achievement's name, what it asks and that as a task, in the language shown. */
function useAchievementText(a: Achievement) {
  const { t } = useTranslation('progress');
  const key = achievementKey(a.id);
  if (!key) return { name: a.name, description: a.description, task: a.description.charAt(0).toLowerCase() + a.description.slice(1) };
  return { name: t(`achievements.items.${key}.name`), description: t(`achievements.items.${key}.description`), task: t(`achievements.items.${key}.task`) };
}

/** An achievement coloured by rarity; a locked one is greyed and says how to unlock it. */
export function AchievementCard({ achievement: a, headingLevel = 3 }: { achievement: Achievement; headingLevel?: 3 | 4 }) {
  const { t } = useTranslation('progress');
  const format = useFormat();
  const text = useAchievementText(a);
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
              {text.name}
            </Text>
            <Badge color={a.unlocked ? color : 'gray.7'} variant="filled" size="sm">
              {t(`achievements.rarity.${a.rarity}`)}
            </Badge>
          </Group>
          {a.unlocked ? (
            <>
              <Text size="sm">{text.description}</Text>
              <Text size="xs" c="dimmed" mt={2}>
                {a.unlockedOn ? t('achievements.unlockedOn', { date: format.day(a.unlockedOn, UNLOCK_DAY) }) : t('achievements.unlocked')}
              </Text>
            </>
          ) : (
            <Text size="sm" c="dimmed">
              {t('achievements.locked', { task: text.task })}
            </Text>
          )}
        </div>
      </Group>
    </article>
  );
}
