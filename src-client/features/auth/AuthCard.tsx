import { Anchor, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

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
  const { t } = useTranslation('auth');
  return (
    <Container size={460} py={60}>
      <Stack gap="lg">
        <Stack gap={4} ta="center">
          <Anchor component={Link} to="/" fw={800} size="lg" c="leaf.8" underline="never">
            {t('card.brand')}
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
              {t('card.back')}
            </Anchor>
          </Text>
        )}
      </Stack>
    </Container>
  );
}
