import { Group, Stack, Text, Title } from '@mantine/core';
import { displayName } from '../../../src/domain/display-name.ts';
import type { UserDto } from '../../../src/schemas/user.ts';
import { DASHBOARD_TOUR } from '../tour/dashboard-tour.ts';
import { TourHelpButton } from '../tour/TourHelpButton.tsx';
import { TourOffer } from '../tour/TourOffer.tsx';

export function DashboardHeader({ user }: { user: UserDto }) {
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
        <Stack gap={4} data-tour="welcome">
          <Title order={1}>Welcome back, {displayName(user)}!</Title>
          <Text c="dimmed" size="lg">
            Track, optimize, and achieve your nutrition goals.
          </Text>
        </Stack>
        <TourHelpButton steps={DASHBOARD_TOUR} />
      </Group>
      <TourOffer userId={user.id} steps={DASHBOARD_TOUR} />
    </Stack>
  );
}
