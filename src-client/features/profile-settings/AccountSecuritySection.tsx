import { Button, Group, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { changePasswordInput } from '../../../src/schemas/user.ts';
import { trpc } from '../../app/trpc.ts';
import { notifyError, notifySuccess } from '../../components/notify.ts';
import { fieldErrorsFrom, messageOf } from '../../lib/api-errors.ts';
import { signOut } from '../auth/sign-out.ts';

const FIELDS = ['currentPassword', 'newPassword'] as const;

/** Password change (the other sessions end) and signing out of every browser at once. */
export function AccountSecuritySection() {
  const queryClient = useQueryClient();
  const change = trpc.user.changePassword.useMutation();
  const everywhere = trpc.user.signOutEverywhere.useMutation();
  const form = useForm({ initialValues: { currentPassword: '', newPassword: '' }, validate: zod4Resolver(changePasswordInput) });

  const submit = form.onSubmit((values) => {
    change.mutate(values, {
      onSuccess: () => {
        form.reset();
        notifySuccess('Password Changed', 'Your other browsers and devices have been signed out.');
      },
      onError: (error) => {
        form.setErrors(fieldErrorsFrom(error, FIELDS));
        notifyError('Password not changed', messageOf(error, 'Failed to change the password. Please try again.'));
      },
    });
  });

  const signOutEverywhere = () =>
    signOut({ logout: () => everywhere.mutateAsync(), clearCache: () => queryClient.clear(), goTo: (href) => (window.location.href = href) });

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="account-security-heading">
      <Stack gap="md">
        <Title order={2} size="h4" id="account-security-heading">
          Password and sessions
        </Title>
        <form onSubmit={submit} noValidate aria-label="Change password">
          <Stack gap="sm" maw={420}>
            <PasswordInput label="Current password" autoComplete="current-password" required {...form.getInputProps('currentPassword')} />
            <PasswordInput
              label="New password"
              description="At least 8 characters, and not one of the most common passwords."
              autoComplete="new-password"
              required
              {...form.getInputProps('newPassword')}
            />
            <Group>
              <Button type="submit" disabled={change.isPending}>
                {change.isPending ? 'Changing...' : 'Change password'}
              </Button>
            </Group>
          </Stack>
        </form>
        <Text size="sm" c="dimmed">
          Signed in on a shared or lost device? Sign out everywhere ends every session, this one included. API tokens keep working until you revoke them.
        </Text>
        <Group>
          <Button variant="default" onClick={() => void signOutEverywhere()} disabled={everywhere.isPending}>
            Sign out everywhere
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
