import { Button, Container, Stack, Text, Title } from '@mantine/core';

/** Shown when the current user could not be looked up (server unreachable). */
export function LoadErrorScreen({ onRetry }: { onRetry: () => void }) {
  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center" gap="md">
        <Title order={1}>We could not reach Platewise</Title>
        <Text c="dimmed">Check your connection and try again in a moment.</Text>
        <Button onClick={onRetry}>Try again</Button>
      </Stack>
    </Container>
  );
}
