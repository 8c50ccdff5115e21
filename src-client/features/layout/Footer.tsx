import { Anchor, Container, Divider, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { APP_VERSION, FOOTER_SECTIONS, SOURCE_URL, SUPPORT_EMAIL } from '../navigation/index.ts';
import classes from './Footer.module.css';

/** Site footer: link groups, support and source links, AI and data notes, the health disclaimer. */
export function Footer() {
  const { t } = useTranslation('layout');
  const nav = useTranslation('navigation').t;
  return (
    <footer className={classes.footer}>
      <Container size="xl" py="xl">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
          {FOOTER_SECTIONS.map((section) => (
            <nav key={section.key} aria-label={nav(`menus.${section.key}`)}>
              <Title order={2} size="sm" mb="xs">
                {nav(`menus.${section.key}`)}
              </Title>
              <Stack gap={6}>
                {section.items.map((item) => (
                  <Anchor key={item.key} component={Link} to={item.to} size="sm" c="dark.6">
                    {nav(`items.${item.key}`)}
                  </Anchor>
                ))}
              </Stack>
            </nav>
          ))}
          <div>
            <Title order={2} size="sm" mb="xs">
              {t('footer.support')}
            </Title>
            <Stack gap={6}>
              <Anchor href={`mailto:${SUPPORT_EMAIL}`} size="sm" c="dark.6">
                {t('footer.contactSupport')}
              </Anchor>
              <Anchor href={SOURCE_URL} target="_blank" rel="noreferrer" size="sm" c="dark.6">
                {t('footer.sourceCode')}
              </Anchor>
            </Stack>
          </div>
        </SimpleGrid>
        <Divider my="lg" />
        <Stack gap={6}>
          <Text size="xs" c="dimmed">
            {t('footer.aiNote')}
          </Text>
          <Text size="xs" c="dimmed">
            {t('footer.foodData')}
          </Text>
          <Text size="xs" c="dimmed">
            {t('footer.disclaimer')}
          </Text>
          <Group gap="xs">
            <Text size="xs" c="dimmed">
              {t('footer.copyright', { year: String(new Date().getFullYear()) })}
            </Text>
            <Text size="xs" c="dimmed">
              {t('footer.version', { version: APP_VERSION })}
            </Text>
          </Group>
        </Stack>
      </Container>
    </footer>
  );
}
