import { Alert, Anchor, Button, Divider, Group, Stack } from '@mantine/core';
import { IconLogin2 } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { signInRefusal } from './sign-in-refusal.ts';

/**
 * The identity provider's button: a plain navigation, the server redirects to the provider and,
 * once signed in, back to the screen the deep link asked for.
 */
export function SingleSignOn({ label, redirect }: { label: string; redirect: string | undefined }) {
  const { t } = useTranslation('auth');
  const href = redirect ? `/api/auth/oidc/start?${new URLSearchParams({ redirect })}` : '/api/auth/oidc/start';
  return (
    <Stack gap="lg">
      <Button component="a" href={href} variant="default" size="md" leftSection={<IconLogin2 size={18} aria-hidden />} fullWidth>
        {label}
      </Button>
      <Divider label={t('signIn.or')} labelPosition="center" />
    </Stack>
  );
}

/** Why the provider's sign-in was refused, when the server sent the browser back with a reason. */
export function SignInNotice() {
  const { t } = useTranslation('auth');
  const refusal = signInRefusal(window.location.search);
  if (!refusal) return null;
  return (
    <Alert color="red" variant="light" role="alert" title={t('signIn.failed')}>
      {t(`refusal.${refusal}`)}
    </Alert>
  );
}

export function ForgotPasswordLink() {
  const { t } = useTranslation('auth');
  return (
    <Group justify="center" mt="md">
      <Anchor component={Link} to="/forgot-password" size="sm">
        {t('signIn.forgotPassword')}
      </Anchor>
    </Group>
  );
}
