import { Button, CloseButton, Group, Paper, Text } from '@mantine/core';
import { IconRoute } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTour } from './tour-context.ts';
import type { TourStep } from './tour-machine.ts';
import { browserStorage, markTourOffered, shouldOfferTour } from './tour-offer.ts';

/** A one-time invitation to take the tour, shown on a user's first visit (remembered per user id). */
export function TourOffer({ userId, steps }: { userId: string; steps: readonly TourStep[] }) {
  const { t } = useTranslation('tour');
  const tour = useTour();
  const [open, setOpen] = useState(() => shouldOfferTour(browserStorage(), userId));

  useEffect(() => {
    if (open) markTourOffered(browserStorage(), userId);
  }, [open, userId]);

  if (!open) return null;
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-label={t('offer.label')}>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Group gap="sm" wrap="nowrap">
          <IconRoute size={22} aria-hidden color="var(--mantine-color-leaf-7)" />
          <Text size="sm">{t('offer.text')}</Text>
        </Group>
        <Group gap="xs" wrap="nowrap">
          <Button
            size="compact-sm"
            onClick={() => {
              setOpen(false);
              tour.start(steps);
            }}
          >
            {t('offer.start')}
          </Button>
          <CloseButton aria-label={t('offer.dismiss')} onClick={() => setOpen(false)} />
        </Group>
      </Group>
    </Paper>
  );
}
