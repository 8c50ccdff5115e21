import { Anchor, Container, Divider, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { APP_VERSION_LABEL, FOOTER_SECTIONS, SOURCE_URL, SUPPORT_EMAIL } from '../navigation/nav-items.ts';
import classes from './Footer.module.css';

/** Site footer: link groups, support and source links, AI and data notes, the health disclaimer. */
export function Footer() {
  return (
    <footer className={classes.footer}>
      <Container size="xl" py="xl">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
          {FOOTER_SECTIONS.map((section) => (
            <nav key={section.label} aria-label={section.label}>
              <Title order={2} size="sm" mb="xs">
                {section.label}
              </Title>
              <Stack gap={6}>
                {section.items.map((item) => (
                  <Anchor key={item.label} component={Link} to={item.to} size="sm" c="dark.6">
                    {item.label}
                  </Anchor>
                ))}
              </Stack>
            </nav>
          ))}
          <div>
            <Title order={2} size="sm" mb="xs">
              Support
            </Title>
            <Stack gap={6}>
              <Anchor href={`mailto:${SUPPORT_EMAIL}`} size="sm" c="dark.6">
                Contact support
              </Anchor>
              <Anchor href={SOURCE_URL} target="_blank" rel="noreferrer" size="sm" c="dark.6">
                Open source on GitHub
              </Anchor>
            </Stack>
          </div>
        </SimpleGrid>
        <Divider my="lg" />
        <Stack gap={6}>
          <Text size="xs" c="dimmed">
            AI features powered by a large language model when configured, and by Platewise&apos;s built-in engine otherwise
          </Text>
          <Text size="xs" c="dimmed">
            Food data: USDA FoodData Central
          </Text>
          <Text size="xs" c="dimmed">
            Health disclaimer: Platewise is not a medical device and does not give medical advice. Consult healthcare
            professionals before making significant dietary changes.
          </Text>
          <Group gap="xs">
            <Text size="xs" c="dimmed">
              © 2025 Platewise
            </Text>
            <Text size="xs" c="dimmed">
              {APP_VERSION_LABEL}
            </Text>
          </Group>
        </Stack>
      </Container>
    </footer>
  );
}
