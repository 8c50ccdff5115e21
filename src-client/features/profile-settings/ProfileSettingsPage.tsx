import { Anchor, Button, Container, Grid, Group, Paper, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowLeft, IconEdit, IconLogout } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUser } from '../../shared/use-current-user.ts';
import { useSignOut } from '../../shared/use-sign-out.ts';
import { YourDataSection } from '../data-transfer/index.ts';
import { AccountSecuritySection } from './AccountSecuritySection.tsx';
import { ApiTokensSection } from './ApiTokensSection.tsx';
import { DangerZone } from './DangerZone.tsx';
import { LanguageSection } from './LanguageSection.tsx';
import { ProfileForm } from './ProfileForm.tsx';
import { ProfileSummaryCard } from './ProfileSummaryCard.tsx';
import { SignedOutNotice } from './SignedOutNotice.tsx';

/** `/profile-settings`: summary, edit form, your data (export/import), password and sessions, API tokens and the danger zone. */
export function ProfileSettingsPage() {
  const { t } = useTranslation('profile-settings');
  useDocumentTitle(t('page.documentTitle'));
  const user = useUser();
  const signOut = useSignOut();
  const [editing, setEditing] = useState(false);

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Anchor component={Link} to="/dashboard" size="sm" fw={600}>
          <Group gap={4} component="span">
            <IconArrowLeft size={16} aria-hidden />
            {t('page.back')}
          </Group>
        </Anchor>
        <Group justify="space-between" align="center">
          <Title order={1}>{t('page.title')}</Title>
          {user && (
            <Group gap="sm">
              {!editing && (
                <Button leftSection={<IconEdit size={16} aria-hidden />} onClick={() => setEditing(true)}>
                  {t('page.edit')}
                </Button>
              )}
              <Button variant="default" leftSection={<IconLogout size={16} aria-hidden />} onClick={() => void signOut()}>
                {t('page.signOut')}
              </Button>
            </Group>
          )}
        </Group>
        {!user ? (
          <SignedOutNotice />
        ) : (
          <>
            <Grid gap="lg">
              <Grid.Col span={{ base: 12, md: 4 }}>
                <ProfileSummaryCard user={user} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 8 }}>
                <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="profile-form-heading">
                  <Title order={2} size="h4" id="profile-form-heading" mb="md">
                    {t('page.personalDetails')}
                  </Title>
                  <ProfileForm key={user.updatedAt} user={user} editing={editing} onDone={() => setEditing(false)} />
                </Paper>
              </Grid.Col>
            </Grid>
            <LanguageSection user={user} />
            <YourDataSection />
            <AccountSecuritySection />
            <ApiTokensSection />
            <DangerZone />
          </>
        )}
      </Stack>
    </Container>
  );
}
