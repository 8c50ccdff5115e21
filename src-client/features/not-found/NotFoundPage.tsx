import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';

/** Unknown paths, and paths the current sign-in state cannot reach. */
export function NotFoundPage() {
  useDocumentTitle('Page not found · Platewise');
  return (
    <Container size="sm" py={80}>
      <Stack align="center" gap="md" ta="center">
        <Text fz={64} fw={800} c="leaf.7" aria-hidden="true">
          404
        </Text>
        <Title order={1}>404 Page Not Found</Title>
        <Text c="dimmed">The page you are looking for does not exist or is not available right now.</Text>
        <Anchor component={Link} to="/" fw={600}>
          Go back home
        </Anchor>
      </Stack>
    </Container>
  );
}
