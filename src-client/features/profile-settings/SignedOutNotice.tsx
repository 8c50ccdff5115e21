import { Button, Paper, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';

export function SignedOutNotice() {
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" ta="center" gap="md">
        <Text size="lg">Please log in to access your profile.</Text>
        <Button component={Link} to="/auth">
          Sign In
        </Button>
      </Stack>
    </Paper>
  );
}
