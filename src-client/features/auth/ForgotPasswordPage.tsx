import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { forgotPasswordInput } from '../../../src/schemas/user.ts';
import { trpc } from '../../app/trpc.ts';
import { fieldErrorsFrom, messageOf } from '../../lib/api-errors.ts';
import { zodFormResolver } from '../../lib/zod-form.ts';
import { AuthCard } from './AuthCard.tsx';

/** `/forgot-password`: asks for a reset link by e-mail (when this instance can send e-mail). */
export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('forgot.documentTitle'));
  const ask = trpc.user.forgotPassword.useMutation();
  const form = useForm({ initialValues: { email: '' }, validate: zodFormResolver(forgotPasswordInput, { errorPriority: 'first' }) });
  const submit = form.onSubmit((values) =>
    ask.mutate(forgotPasswordInput.parse(values), { onError: (error) => form.setErrors(fieldErrorsFrom(error, ['email'])) }),
  );

  return (
    <AuthCard title={t('forgot.title')} intro={t('forgot.intro')}>
      {ask.isSuccess ? (
        <Alert color="leaf" variant="light" role="status" title={t('forgot.sent')}>
          {ask.data.message}
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate aria-label={t('forgot.formLabel')}>
          <Stack gap="md">
            {ask.error && (
              <Alert color="red" variant="light" role="alert" title={t('forgot.failed')}>
                {messageOf(ask.error, t('somethingWrong'))}
              </Alert>
            )}
            <TextInput label={t('fields.email')} type="email" autoComplete="email" required {...form.getInputProps('email')} />
            <Button type="submit" disabled={ask.isPending} fullWidth>
              {ask.isPending ? t('forgot.submitting') : t('forgot.submit')}
            </Button>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
