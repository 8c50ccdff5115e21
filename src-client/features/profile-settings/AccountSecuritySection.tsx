import { Button, Checkbox, Group, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { changePasswordInput } from '../../../src/schemas/user.ts';
import { trpc } from '../../app/trpc.ts';
import { notifyError, notifySuccess } from '../../components/notify.ts';
import { fieldErrorsFrom, messageOf } from '../../lib/api-errors.ts';
import { zodFormResolver } from '../../lib/zod-form.ts';
import { signOut } from '../../shared/sign-out.ts';

const FIELDS = ['currentPassword', 'newPassword'] as const;

/** Password change (the other sessions end, API tokens too unless kept) and signing out of every browser at once. */
export function AccountSecuritySection() {
  const { t } = useTranslation('profile-settings');
  const queryClient = useQueryClient();
  const utils = trpc.useUtils();
  const change = trpc.user.changePassword.useMutation({ onSuccess: () => void utils.user.listTokens.invalidate() });
  const everywhere = trpc.user.signOutEverywhere.useMutation();
  const form = useForm({ initialValues: { currentPassword: '', newPassword: '', revokeTokens: true }, validate: zodFormResolver(changePasswordInput) });

  const submit = form.onSubmit(({ revokeTokens, ...values }) => {
    change.mutate({ ...values, keepApiTokens: !revokeTokens }, {
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
            <Checkbox label={t('security.revokeTokens')} description={t('security.revokeTokensHint')} {...form.getInputProps('revokeTokens', { type: 'checkbox' })} />
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
