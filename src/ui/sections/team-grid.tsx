import { Group, SimpleGrid, Stack } from '@/ui/kit/layout';
import { Text, Title } from '@/ui/kit/typography';
import classes from './product-pages.module.css';

export interface TeamMember {
  readonly id: string;
  readonly name: string;
  readonly role: string;
  readonly text: string;
}

/** "Erika Beispiel" → "EB": drawn instead of a photo. */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase())
    .slice(0, 2)
    .join('');
}

/** The team as a list of people: initials instead of photos, name (h3), role and a sentence. */
export function TeamGrid({ members }: { members: readonly TeamMember[] }) {
  return (
    <SimpleGrid component="ul" className={classes.list} cols={{ base: 1, md: 2 }} spacing="xl" verticalSpacing="xl">
      {members.map(({ id, name, role, text }) => (
        <li key={id}>
          <Group align="flex-start" gap="md" wrap="nowrap">
            <span className={classes.avatar} aria-hidden="true">
              {initialsOf(name)}
            </span>
            <Stack gap={4}>
              <Title order={3}>{name}</Title>
              <Text fw={700} c="dimmed">
                {role}
              </Text>
              <Text>{text}</Text>
            </Stack>
          </Group>
        </li>
      ))}
    </SimpleGrid>
  );
}
