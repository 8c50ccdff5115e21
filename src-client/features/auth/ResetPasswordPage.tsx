import { Alert, Anchor, Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { resetPasswordInput } from '../../../src/schemas/user.ts';
import { trpc } from '../../app/trpc.ts';
import { fieldErrorsFrom, messageOf } from '../../lib/api-errors.ts';
import { zodFormResolver } from '../../lib/zod-form.ts';
import { AuthCard } from './AuthCard.tsx';
import { usePasswordToggle } from './password-toggle.ts';

/** `/reset-password?token=…`: a new password from a one-time link (e-mailed, or from the admin). */
export function ResetPasswordPage({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const toggle = usePasswordToggle();
  useDocumentTitle(t('reset.documentTitle'));
  const utils = trpc.useUtils();
  const reset = trpc.user.resetPassword.useMutation({
    // Every session of the account ended, this browser's included.
    onSuccess: () => void utils.user.me.invalidate(),
  });
  const form = useForm({ initialValues: { token, newPassword: '' }, validate: zodFormResolver(resetPasswordInput, { errorPriority: 'first' }) });
  const submit = form.onSubmit((values) => reset.mutate(values, { onError: (error) => form.setErrors(fieldErrorsFrom(error, ['newPassword'])) }));

  return (
    <AuthCard title={t('reset.title')} intro={t('reset.intro')}>
      {reset.isSuccess ? (
        <Alert color="leaf" variant="light" role="status" title={t('reset.changed')}>
          {t('reset.changedDetail')}{' '}
          <Anchor component={Link} to="/auth">
            {t('reset.signIn')}
          </Anchor>
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate aria-label={t('reset.formLabel')}>
          <Stack gap="md">
            {(reset.error || form.errors.token) && (
              <Alert color="red" variant="light" role="alert" title={t('reset.failed')}>
                {form.errors.token ?? messageOf(reset.error, t('somethingWrong'))}
              </Alert>
            )}
            <PasswordInput
              label={t('reset.newPassword')}
              description={t('fields.passwordHint')}
              autoComplete="new-password"
              required
              visibilityToggleButtonProps={toggle}
              {...form.getInputProps('newPassword')}
            />
            <Button type="submit" disabled={reset.isPending} fullWidth>
              {reset.isPending ? t('reset.submitting') : t('reset.submit')}
            </Button>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
