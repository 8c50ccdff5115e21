import { Loader, Stack, Tabs, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { safeReturnPath } from '../../../src/domain/return-path.ts';
import { trpc } from '../../app/trpc.ts';
import { AuthCard } from './AuthCard.tsx';
import { authTab, type AuthTab } from './auth-tab.ts';
import { ForgotPasswordLink, SignInNotice, SignInWithLink, SingleSignOn } from './SignInOptions.tsx';
import { useCurrentUser } from '../../shared/use-current-user.ts';
import { RegisterForm } from './RegisterForm.tsx';
import { SignInForm } from './SignInForm.tsx';

/** `/auth`: sign in or create an account; success lands on / (onboarding or dashboard). */
export function AuthPage() {
  const { t } = useTranslation('auth');
  const [picked, setPicked] = useState<AuthTab | null>(null);
  const current = useCurrentUser();
  const config = trpc.user.authConfig.useQuery();
  const search = useSearch({ strict: false });
  const back = safeReturnPath(search.redirect);
  // What this instance offers; if the answer fails, the password forms are still worth showing.
  const offers = config.data ?? { passwordSignIn: true, signupMode: 'open', oidc: null, passwordReset: false };
  const mode = authTab(picked, search.mode, offers.signupMode);
  useDocumentTitle(mode === 'sign-in' ? t('page.signInDocumentTitle') : t('page.registerDocumentTitle'));

  return (
    <AuthCard
      title={t('page.title')}
      intro={t('page.intro')}
      backToSignIn={false}
      notice={
        <>
          {current.data && (
            <Text size="sm" ta="center" role="status">
              {t('page.signedInAs', { email: current.data.email })}
            </Text>
          )}
          <SignInNotice />
        </>
      }
    >
      {search.signInLink ? (
        <SignInWithLink token={search.signInLink} />
      ) : config.isPending ? (
        <Loader size="sm" mx="auto" display="block" role="status" aria-label={t('page.loadingOptions')} />
      ) : (
        <Stack gap="lg">
          {offers.oidc && <SingleSignOn label={offers.oidc.label} redirect={back} />}
          {offers.passwordSignIn && (
            <Tabs keepMounted={false} value={mode} onChange={(value) => setPicked(value === 'register' ? 'register' : 'sign-in')}>
              <Tabs.List grow mb="lg">
                <Tabs.Tab value="sign-in">{t('page.signInTab')}</Tabs.Tab>
                {offers.signupMode === 'open' && <Tabs.Tab value="register">{t('page.registerTab')}</Tabs.Tab>}
              </Tabs.List>
              <Tabs.Panel value="sign-in">
                <SignInForm offerSignInLink={offers.passwordReset} />
                {offers.passwordReset && <ForgotPasswordLink />}
              </Tabs.Panel>
              <Tabs.Panel value="register">
                <RegisterForm />
              </Tabs.Panel>
            </Tabs>
          )}
        </Stack>
      )}
    </AuthCard>
  );
}
