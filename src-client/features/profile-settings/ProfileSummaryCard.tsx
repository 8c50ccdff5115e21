import { Avatar, Divider, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CM_PER_INCH, kgToLb, round1 } from '../../../src/domain/units.ts';
import type { UserDto } from '../../../src/schemas/user.ts';
import { labelOf } from '../../components/body-fields/options.ts';
import { dailyTargetsOf } from '../../shared/daily-targets.ts';
import { useDayProgress } from '../../shared/use-day-progress.ts';
import { useUserToday } from '../../shared/use-user-today.ts';
import classes from './ProfileSummaryCard.module.css';

function fullName(user: UserDto): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text size="sm" fw={600}>
        {value}
      </Text>
    </div>
  );
}

/** Who the user is and today's targets, as the server gives them on every screen. */
export function ProfileSummaryCard({ user }: { user: UserDto }) {
  const { t } = useTranslation('profile-settings');
  const targets = useDayProgress(useUserToday()).data?.targets;
  const name = fullName(user) || user.email;
  const notSet = t('summary.notSet');
  const weight = (kg: number) =>
    user.weightUnit === 'lb' ? t('summary.units.lb', { value: round1(kgToLb(kg)) }) : t('summary.units.kg', { value: round1(kg) });
  const height = (cm: number) => {
    if (user.heightUnit !== 'ft_in') return t('summary.units.cm', { value: round1(cm) });
    const inches = Math.round(cm / CM_PER_INCH);
    return t('summary.units.ftIn', { feet: Math.floor(inches / 12), inches: inches % 12 });
  };
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="profile-summary-heading">
      <Stack gap="md">
        <Group wrap="nowrap">
          <Avatar src={user.profileImageUrl} alt={name} size="lg" radius="xl" color="leaf">
            {name.charAt(0).toUpperCase()}
          </Avatar>
          <div className={classes.identity}>
            <Title order={2} size="h4" id="profile-summary-heading">
              {name}
            </Title>
            {name !== user.email && (
              <Text size="sm" c="dimmed">
                {user.email}
              </Text>
            )}
          </div>
        </Group>
        <SimpleGrid cols={2} spacing="sm">
          <Stat label={t('summary.age')} value={user.age != null ? t('summary.years', { age: user.age }) : notSet} />
          <Stat label={t('summary.goal')} value={labelOf('fitnessGoal', user.fitnessGoal)} />
          <Stat label={t('summary.weight')} value={user.weight != null ? weight(user.weight) : notSet} />
          <Stat label={t('summary.height')} value={user.height != null ? height(user.height) : notSet} />
        </SimpleGrid>
        <Divider />
        <Text size="sm" fw={700}>
          {t('summary.dailyTargets')}
        </Text>
        <SimpleGrid cols={2} spacing="sm">
          {targets && dailyTargetsOf(targets).map((target) => (
            <Stat key={target.key} label={t(`summary.targets.${target.key}`)} value={t(`summary.units.${target.unit}`, { value: target.value })} />
          ))}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
