import { Anchor, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { CursorGlow } from '../../components/CursorGlow.tsx';
import { REGISTER_PATH } from '../auth/index.ts';
import { AnimatedWords } from './AnimatedWords.tsx';
import classes from './LandingPage.module.css';

/** The signed-out home: animated welcome and the way in. */
export function LandingPage() {
  const { t } = useTranslation('landing');
  useDocumentTitle(t('documentTitle'));
  return (
    <div className={classes.page}>
      <CursorGlow />
      <Container size="md" className={classes.content}>
        <Stack align="center" ta="center" gap="xl">
          <img src="/icon.svg" alt="" width={72} height={72} className={classes.logo} />
          <Title order={1} className={classes.title}>
            <AnimatedWords text={t('title')} />
          </Title>
          <Text size="xl" c="dimmed" maw={560}>
            {t('intro')}
          </Text>
          {/* A link, so it works from the prerendered HTML before any script has run (decision 074). */}
          <Button component="a" href={REGISTER_PATH} size="lg" radius="xl" rightSection={<IconArrowRight size={18} aria-hidden />}>
            {t('start')}
          </Button>
          <Group gap="lg" justify="center">
            <Anchor component={Link} to="/privacy-policy" size="sm" c="dark.6">
              {t('privacy')}
            </Anchor>
            <Anchor component={Link} to="/terms-of-service" size="sm" c="dark.6">
              {t('terms')}
            </Anchor>
          </Group>
        </Stack>
      </Container>
    </div>
  );
}
