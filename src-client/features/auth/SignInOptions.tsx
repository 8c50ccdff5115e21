import { Alert, Anchor, Button, Divider, Group, Stack, Text } from '@mantine/core';
import { IconLogin2 } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../app/trpc.ts';
import { messageOf } from '../../lib/api-errors.ts';
import { signInRefusal } from './sign-in-refusal.ts';
import { useAuthSuccess } from './use-auth-success.ts';

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

/** After too many failed attempts: a one-time sign-in link by e-mail, so strangers guessing cannot keep the owner out. */
export function SignInLinkOffer({ email }: { email: string }) {
  const { t } = useTranslation('auth');
  const ask = trpc.user.requestSignInLink.useMutation();
  if (ask.isSuccess) {
    return (
      <Alert color="leaf" variant="light" role="status" title={t('signIn.linkSent')}>
        {t('signIn.linkSentDetail')}
      </Alert>
    );
  }
  return (
    <Stack gap="xs">
      <Text size="sm">{t('signIn.lockedOut')}</Text>
      {ask.error && (
        <Text size="sm" c="red" role="alert">
          {messageOf(ask.error, t('somethingWrong'))}
        </Text>
      )}
      <Button variant="default" onClick={() => ask.mutate({ email })} disabled={ask.isPending} fullWidth>
        {ask.isPending ? t('signIn.sendingLink') : t('signIn.sendLink')}
      </Button>
    </Stack>
  );
}

/** `/auth?signInLink=…`: signs in with the e-mailed link when asked to (a click, so mail scanners opening links do not use it up). */
export function SignInWithLink({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const onSuccess = useAuthSuccess();
  const use = trpc.user.signInWithLink.useMutation();
  return (
    <Stack gap="md">
      <Text size="sm">{t('link.intro')}</Text>
      {use.error && (
        <Alert color="red" variant="light" role="alert" title={t('signIn.failed')}>
          {messageOf(use.error, t('somethingWrong'))}
        </Alert>
      )}
      <Button onClick={() => use.mutate({ token }, { onSuccess: (user) => void onSuccess(user) })} disabled={use.isPending} fullWidth>
        {use.isPending ? t('signIn.submitting') : t('link.submit')}
      </Button>
    </Stack>
  );
}
