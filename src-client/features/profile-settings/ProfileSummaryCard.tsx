import { Avatar, Divider, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatHeight, formatWeight } from '../../../src/domain/units.ts';
import type { UserDto } from '../../../src/schemas/user.ts';
import { labelOf } from '../../components/body-fields/options.ts';
import { dailyTargetsOf } from '../dashboard/daily-targets.ts';
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

/** Who the user is and the targets their profile produces. */
export function ProfileSummaryCard({ user }: { user: UserDto }) {
  const name = fullName(user) || user.email;
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
          <Stat label="Age" value={user.age != null ? `${user.age} years` : 'Not set'} />
          <Stat label="Goal" value={labelOf('fitnessGoal', user.fitnessGoal)} />
          <Stat label="Weight" value={user.weight != null ? formatWeight(user.weight, user.weightUnit) : 'Not set'} />
          <Stat label="Height" value={user.height != null ? formatHeight(user.height, user.heightUnit) : 'Not set'} />
        </SimpleGrid>
        <Divider />
        <Text size="sm" fw={700}>
          Daily targets
        </Text>
        <SimpleGrid cols={2} spacing="sm">
          {dailyTargetsOf(user).map((t) => (
            <Stat key={t.key} label={t.label} value={`${t.value.toLocaleString('en-US')} ${t.unit}`} />
          ))}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
