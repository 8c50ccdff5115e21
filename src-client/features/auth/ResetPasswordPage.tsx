import { Alert, Anchor, Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { resetPasswordInput } from '../../../src/schemas/user.ts';
import { trpc } from '../../app/trpc.ts';
import { fieldErrorsFrom, messageOf } from '../../lib/api-errors.ts';
import { AuthCard } from './AuthCard.tsx';
import { TOGGLE_PROPS } from './password-toggle.ts';

/** `/reset-password?token=…`: a new password from a one-time link (e-mailed, or from the admin). */
export function ResetPasswordPage({ token }: { token: string }) {
  useDocumentTitle('Choose a new password · Platewise');
  const utils = trpc.useUtils();
  const reset = trpc.user.resetPassword.useMutation({
    // Every session of the account ended, this browser's included.
    onSuccess: () => void utils.user.me.invalidate(),
  });
  const form = useForm({ initialValues: { token, newPassword: '' }, validate: zod4Resolver(resetPasswordInput, { errorPriority: 'first' }) });
  const submit = form.onSubmit((values) => reset.mutate(values, { onError: (error) => form.setErrors(fieldErrorsFrom(error, ['newPassword'])) }));

  return (
    <AuthCard title="Choose a new password" intro="The link works once. Afterwards, sign in with your new password on each of your devices.">
      {reset.isSuccess ? (
        <Alert color="leaf" variant="light" role="status" title="Password changed">
          Your new password is set.{' '}
          <Anchor component={Link} to="/auth">
            Sign in
          </Anchor>
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate aria-label="Reset password">
          <Stack gap="md">
            {(reset.error || form.errors.token) && (
              <Alert color="red" variant="light" role="alert" title="Could not change the password">
                {form.errors.token ?? messageOf(reset.error, 'Something went wrong. Please try again.')}
              </Alert>
            )}
            <PasswordInput
              label="New password"
              description="At least 8 characters"
              autoComplete="new-password"
              required
              visibilityToggleButtonProps={TOGGLE_PROPS}
              {...form.getInputProps('newPassword')}
            />
            <Button type="submit" disabled={reset.isPending} fullWidth>
              {reset.isPending ? 'Saving...' : 'Set new password'}
            </Button>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
