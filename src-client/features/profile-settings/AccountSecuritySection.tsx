import { Button, Group, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { changePasswordInput } from '../../../src/schemas/user.ts';
import { trpc } from '../../app/trpc.ts';
import { notifyError, notifySuccess } from '../../components/notify.ts';
import { fieldErrorsFrom, messageOf } from '../../lib/api-errors.ts';
import { zodFormResolver } from '../../lib/zod-form.ts';
import { signOut } from '../auth/sign-out.ts';

const FIELDS = ['currentPassword', 'newPassword'] as const;

/** Password change (the other sessions end) and signing out of every browser at once. */
export function AccountSecuritySection() {
  const { t } = useTranslation('profile-settings');
  const queryClient = useQueryClient();
  const change = trpc.user.changePassword.useMutation();
  const everywhere = trpc.user.signOutEverywhere.useMutation();
  const form = useForm({ initialValues: { currentPassword: '', newPassword: '' }, validate: zodFormResolver(changePasswordInput) });

  const submit = form.onSubmit((values) => {
    change.mutate(values, {
      onSuccess: () => {
        form.reset();
        notifySuccess(t('security.changed'), t('security.changedDetail'));
      },
      onError: (error) => {
        form.setErrors(fieldErrorsFrom(error, FIELDS));
        notifyError(t('security.notChanged'), messageOf(error, t('security.notChangedDetail')));
      },
    });
  });

  const signOutEverywhere = () =>
    signOut({ logout: () => everywhere.mutateAsync(), clearCache: () => queryClient.clear(), goTo: (href) => (window.location.href = href) });

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="account-security-heading">
      <Stack gap="md">
        <Title order={2} size="h4" id="account-security-heading">
          {t('security.title')}
        </Title>
        <form onSubmit={submit} noValidate aria-label={t('security.formLabel')}>
          <Stack gap="sm" maw={420}>
            <PasswordInput label={t('security.currentPassword')} autoComplete="current-password" required {...form.getInputProps('currentPassword')} />
            <PasswordInput
              label={t('security.newPassword')}
              description={t('security.newPasswordHint')}
              autoComplete="new-password"
              required
              {...form.getInputProps('newPassword')}
            />
            <Group>
              <Button type="submit" disabled={change.isPending}>
                {change.isPending ? t('security.changing') : t('security.change')}
              </Button>
            </Group>
          </Stack>
        </form>
        <Text size="sm" c="dimmed">
          {t('security.everywhereHint')}
        </Text>
        <Group>
          <Button variant="default" onClick={() => void signOutEverywhere()} disabled={everywhere.isPending}>
            {t('security.signOutEverywhere')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
