import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDocumentTitle } from '@mantine/hooks';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { forgotPasswordInput } from '../../../src/schemas/user.ts';
import { trpc } from '../../app/trpc.ts';
import { fieldErrorsFrom, messageOf } from '../../lib/api-errors.ts';
import { AuthCard } from './AuthCard.tsx';

/** `/forgot-password`: asks for a reset link by e-mail (when this instance can send e-mail). */
export function ForgotPasswordPage() {
  useDocumentTitle('Forgot password · Platewise');
  const ask = trpc.user.forgotPassword.useMutation();
  const form = useForm({ initialValues: { email: '' }, validate: zod4Resolver(forgotPasswordInput, { errorPriority: 'first' }) });
  const submit = form.onSubmit((values) =>
    ask.mutate(forgotPasswordInput.parse(values), { onError: (error) => form.setErrors(fieldErrorsFrom(error, ['email'])) }),
  );

  return (
    <AuthCard title="Forgot your password?" intro="Enter the e-mail address of your account and we will send you a link to choose a new password.">
      {ask.isSuccess ? (
        <Alert color="leaf" variant="light" role="status" title="Check your e-mail">
          {ask.data.message}
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate aria-label="Forgot password">
          <Stack gap="md">
            {ask.error && (
              <Alert color="red" variant="light" role="alert" title="Could not send the link">
                {messageOf(ask.error, 'Something went wrong. Please try again.')}
              </Alert>
            )}
            <TextInput label="Email" type="email" autoComplete="email" required {...form.getInputProps('email')} />
            <Button type="submit" disabled={ask.isPending} fullWidth>
              {ask.isPending ? 'Sending...' : 'Send reset link'}
            </Button>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
