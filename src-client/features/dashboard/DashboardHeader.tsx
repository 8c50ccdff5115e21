import { Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { displayName } from '../../../src/domain/display-name.ts';
import type { UserDto } from '../../../src/schemas/user.ts';
import { trpc } from '../../app/trpc.ts';
import { DASHBOARD_TOUR, TourHelpButton, TourOffer } from '../tour/index.ts';

/**
 * "Welcome, {name}!" the first time the dashboard is shown to this user, "Welcome back" ever after:
 * the server records the first greeting (decision 053), and this visit keeps its words meanwhile.
 */
function useFirstVisit(user: UserDto): boolean {
  const [firstVisit] = useState(user.welcomedAt === null);
  const utils = trpc.useUtils();
  const welcome = trpc.user.welcome.useMutation();
  const sent = useRef(false);
  useEffect(() => {
    if (!firstVisit || sent.current) return;
    sent.current = true;
    welcome.mutate(undefined, { onSuccess: () => utils.user.me.setData(undefined, (me) => me && { ...me, welcomedAt: new Date().toISOString() }) });
  }, [firstVisit, welcome, utils]);
  return firstVisit;
}

export function DashboardHeader({ user }: { user: UserDto }) {
  const { t } = useTranslation('dashboard');
  const firstVisit = useFirstVisit(user);
  const name = displayName(user);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
        {/* A name without spaces (an e-mail's first part) breaks anywhere rather than push the help button off a phone. */}
        <Stack gap={4} miw={0} data-tour="welcome">
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>{firstVisit ? t('header.welcome', { name }) : t('header.welcomeBack', { name })}</Title>
          <Text c="dimmed" size="lg">
            {t('header.tagline')}
          </Text>
        </Stack>
        <TourHelpButton steps={DASHBOARD_TOUR} />
      </Group>
      <TourOffer userId={user.id} steps={DASHBOARD_TOUR} />
    </Stack>
  );
}
