import { Button, CloseButton, Group, Paper, Text } from '@mantine/core';
import { IconRoute } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTour } from './tour-context.ts';
import type { TourStep } from './tour-machine.ts';
import { browserStorage, markTourOffered, shouldOfferTour } from './tour-offer.ts';

/** A one-time invitation to take the tour, shown on a user's first visit (remembered per user id). */
export function TourOffer({ userId, steps }: { userId: string; steps: readonly TourStep[] }) {
  const tour = useTour();
  const [open, setOpen] = useState(() => shouldOfferTour(browserStorage(), userId));

  useEffect(() => {
    if (open) markTourOffered(browserStorage(), userId);
  }, [open, userId]);

  if (!open) return null;
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-label="Guided tour invitation">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Group gap="sm" wrap="nowrap">
          <IconRoute size={22} aria-hidden color="var(--mantine-color-leaf-7)" />
          <Text size="sm">New here? A five-step tour shows you around your dashboard.</Text>
        </Group>
        <Group gap="xs" wrap="nowrap">
          <Button
            size="compact-sm"
            onClick={() => {
              setOpen(false);
              tour.start(steps);
            }}
          >
            Take the tour
          </Button>
          <CloseButton aria-label="Dismiss tour invitation" onClick={() => setOpen(false)} />
        </Group>
      </Group>
    </Paper>
  );
}
