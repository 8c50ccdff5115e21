import { Anchor, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

interface Props {
  title: string;
  intro: string;
  /** Shown between the heading and the card, such as who is signed in already. */
  notice?: ReactNode;
  /** A 'Back to sign in' link below the card; the sign-in screen itself has none. */
  backToSignIn?: boolean;
  children: ReactNode;
}

/** The frame of the sign-in screen and of the password-reset and invite screens. */
export function AuthCard({ title, intro, notice, backToSignIn = true, children }: Props) {
  return (
    <Container size={460} py={60}>
      <Stack gap="lg">
        <Stack gap={4} ta="center">
          <Anchor component={Link} to="/" fw={800} size="lg" c="leaf.8" underline="never">
            Platewise
          </Anchor>
          <Title order={1}>{title}</Title>
          <Text c="dimmed">{intro}</Text>
        </Stack>
        {notice}
        <Paper withBorder shadow="sm" radius="md" p="xl">
          {children}
        </Paper>
        {backToSignIn && (
          <Text size="sm" ta="center">
            <Anchor component={Link} to="/auth">
              Back to sign in
            </Anchor>
          </Text>
        )}
      </Stack>
    </Container>
  );
}
