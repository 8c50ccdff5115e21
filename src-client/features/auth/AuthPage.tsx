import { Anchor, Container, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useCurrentUser } from './use-current-user.ts';
import { RegisterForm } from './RegisterForm.tsx';
import { SignInForm } from './SignInForm.tsx';

type Mode = 'sign-in' | 'register';

/** `/auth`: sign in or create an account; success lands on / (onboarding or dashboard). */
export function AuthPage() {
  const [mode, setMode] = useState<Mode>('sign-in');
  const current = useCurrentUser();
  useDocumentTitle(mode === 'sign-in' ? 'Sign in · Platewise' : 'Create account · Platewise');

  return (
    <Container size={460} py={60}>
      <Stack gap="lg">
        <Stack gap={4} ta="center">
          <Anchor component={Link} to="/" fw={800} size="lg" c="leaf.8" underline="never">
            Platewise
          </Anchor>
          <Title order={1}>Your Platewise account</Title>
          <Text c="dimmed">Sign in to continue, or create an account to get your personal targets.</Text>
        </Stack>
        {current.data && (
          <Text size="sm" ta="center" role="status">
            You are signed in as {current.data.email}. Signing in here switches to another account.
          </Text>
        )}
        <Paper withBorder shadow="sm" radius="md" p="xl">
          <Tabs keepMounted={false} value={mode} onChange={(value) => setMode(value === 'register' ? 'register' : 'sign-in')}>
            <Tabs.List grow mb="lg">
              <Tabs.Tab value="sign-in">Sign in</Tabs.Tab>
              <Tabs.Tab value="register">Create account</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="sign-in">
              <SignInForm />
            </Tabs.Panel>
            <Tabs.Panel value="register">
              <RegisterForm />
            </Tabs.Panel>
          </Tabs>
        </Paper>
      </Stack>
    </Container>
  );
}
