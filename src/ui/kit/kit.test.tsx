import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Alert } from './alert';
import breakpointClasses from './breakpoints.module.css';
import { ActionIcon, Burger, Button, CloseButton } from './buttons';
import { Fieldset } from './inputs';
import layoutClasses from './layout.module.css';
import { Box, Card, CardSection, Container, Group, Paper, SimpleGrid, Stack } from './layout';
import { Modal } from './modal';
import shorthandClasses from './shorthands.module.css';
import { Anchor, Badge, List, ListItem, Text, Title, VisuallyHidden } from './typography';

// Tests see CSS modules as a proxy that names every class.
const layout = (name: string) => String(layoutClasses[name]);
const shorthands = (name: string) => String(shorthandClasses[name]);

/** What every kit component promises: its look comes from classes, never from a style attribute. */
function expectNoStyleAttribute(container: HTMLElement) {
  expect(container.querySelectorAll('[style]')).toHaveLength(0);
}

describe('the layout boxes', () => {
  it('give a stack its gap and alignment as classes, md unless told', () => {
    const { container } = render(
      <>
        <Stack data-testid="plain">a</Stack>
        <Stack data-testid="told" gap={4} align="center" mt="xl" className="own">
          b
        </Stack>
      </>,
    );
    expect(screen.getByTestId('plain')).toHaveClass(layout('stack'), shorthands('gap-md'));
    expect(screen.getByTestId('told')).toHaveClass(layout('stack'), shorthands('gap-4'), shorthands('align-center'), shorthands('mt-xl'), 'own');
    expectNoStyleAttribute(container);
  });

  it('give a group its gap, wrapping and a class per visibility bound', () => {
    const { container } = render(
      <Group data-testid="group" gap="xs" wrap="nowrap" justify="space-between">
        a
      </Group>,
    );
    expect(screen.getByTestId('group')).toHaveClass(layout('group'), shorthands('gap-xs'), shorthands('wrap-nowrap'), shorthands('justify-space-between'));
    expectNoStyleAttribute(container);
  });

  it('give a grid a column class for each screen width given, and its gaps', () => {
    render(
      <SimpleGrid data-testid="grid" cols={{ base: 1, sm: 2, lg: 3 }} spacing="xl" verticalSpacing="sm">
        a
      </SimpleGrid>,
    );
    const grid = screen.getByTestId('grid');
    expect(grid).toHaveClass(layout('grid'), layout('cols-1'), layout('sm-cols-2'), layout('lg-cols-3'), shorthands('gap-xl'), shorthands('rowGap-sm'));
    expect(grid).not.toHaveClass(layout('md-cols-2'));
  });

  it('give a paper its padding per screen width, corners, shadow and border', () => {
    render(
      <Paper data-testid="paper" p={{ base: 'md', sm: 'xl' }} shadow="md" withBorder>
        a
      </Paper>,
    );
    const paper = screen.getByTestId('paper');
    expect(paper).toHaveClass(layout('paper'), shorthands('p-md'), shorthands('sm-p-xl'), shorthands('radius-md'), shorthands('shadow-md'));
    expect(paper).toHaveAttribute('data-with-border', 'true');
  });

  it('name the size of a container and the padding of a card as data attributes', () => {
    render(
      <>
        <Container data-testid="container" size="xl" component="section" />
        <Card data-testid="card" padding="lg" />
      </>,
    );
    expect(screen.getByTestId('container').tagName).toBe('SECTION');
    expect(screen.getByTestId('container')).toHaveAttribute('data-size', 'xl');
    expect(screen.getByTestId('card')).toHaveAttribute('data-padding', 'lg');
  });
});

describe('the text components', () => {
  it('render a heading of its level that may look like another', () => {
    render(
      <Title order={2} size="h4" c="dimmed">
        Tarife
      </Title>,
    );
    const heading = screen.getByRole('heading', { level: 2, name: 'Tarife' });
    expect(heading).toHaveAttribute('data-size', 'h4');
    expect(heading).toHaveClass(shorthands('c-dimmed'));
  });

  it('render a paragraph, a link and a badge with their size and colour as attributes and classes', () => {
    const { container } = render(
      <>
        <Text size="sm" fw={700}>
          Hallo
        </Text>
        <Anchor href="/faq" underline="always">
          Fragen
        </Anchor>
        <Badge variant="light" color="coral">
          Neu
        </Badge>
      </>,
    );
    expect(screen.getByText('Hallo').tagName).toBe('P');
    expect(screen.getByText('Hallo')).toHaveAttribute('data-size', 'sm');
    expect(screen.getByRole('link', { name: 'Fragen' })).toHaveAttribute('data-underline', 'always');
    expect(screen.getByText('Neu')).toHaveClass(shorthands('color-coral'));
    expect(screen.getByText('Neu')).toHaveAttribute('data-variant', 'light');
    expectNoStyleAttribute(container);
  });

  it('render a list whose items carry its mark', () => {
    render(
      <List spacing="sm" icon={<span>✓</span>}>
        <ListItem>Eins</ListItem>
      </List>,
    );
    expect(screen.getByRole('list')).toHaveAttribute('data-spacing', 'sm');
    expect(screen.getByRole('listitem')).toHaveTextContent('✓Eins');
  });
});

describe('the buttons', () => {
  it('render a plain button (not a submit) with its variant, size and colour', () => {
    const { container } = render(
      <Button variant="outline" color="red" size="md" mt="md">
        Kündigen
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Kündigen' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveAttribute('data-variant', 'outline');
    expect(button).toHaveAttribute('data-size', 'md');
    expect(button).toHaveClass(shorthands('color-red'), shorthands('mt-md'));
    expectNoStyleAttribute(container);
  });

  it('keep a busy button from taking clicks and tell screen readers it is busy', () => {
    render(<Button loading>Senden</Button>);
    const button = screen.getByRole('button', { name: 'Senden' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
  });

  it('render a disabled link as a control that is marked disabled and out of the tab order', () => {
    render(
      <ActionIcon component="a" href="/x" aria-label="Weiter" disabled>
        →
      </ActionIcon>,
    );
    const link = screen.getByRole('link', { name: 'Weiter' });
    expect(link).toHaveAttribute('aria-disabled', 'true');
    expect(link).toHaveAttribute('tabindex', '-1');
  });

  it('draw the close cross in grey whatever colour the caller passes', () => {
    render(<CloseButton aria-label="Schließen" />);
    expect(screen.getByRole('button', { name: 'Schließen' })).toHaveClass(shorthands('color-gray'));
  });
});

describe('the alert', () => {
  it('is an alert named by its title and described by its text, coloured by class', () => {
    const { container } = render(
      <Alert title="Gespeichert" color="lumi" variant="filled">
        Wir melden uns.
      </Alert>,
    );
    const alert = screen.getByRole('alert', { name: 'Gespeichert' });
    expect(alert).toHaveAccessibleDescription('Wir melden uns.');
    expect(alert).toHaveClass(shorthands('color-lumi'));
    expect(alert).toHaveAttribute('data-variant', 'filled');
    expectNoStyleAttribute(container);
  });

  it('takes another role when told', () => {
    render(
      <Alert role="status" title="Hinweis">
        Text
      </Alert>,
    );
    expect(screen.getByRole('status', { name: 'Hinweis' })).toBeInTheDocument();
  });
});

describe('the plain parts', () => {
  it('render a box as the element asked for, hidden in one colour scheme by class', () => {
    const { container } = render(
      <Box component="section" data-testid="box" darkHidden p="md">
        a
      </Box>,
    );
    const box = screen.getByTestId('box');
    expect(box.tagName).toBe('SECTION');
    expect(box).toHaveClass(layout('darkHidden'), shorthands('p-md'));
    expect(box).not.toHaveClass(layout('lightHidden'));
    expectNoStyleAttribute(container);
  });

  it('render a card section that runs to the card’s edges', () => {
    render(
      <Card>
        <CardSection data-testid="section">Bild</CardSection>
      </Card>,
    );
    expect(screen.getByTestId('section')).toHaveClass(layout('cardSection'));
  });

  it('keep visually hidden text in the accessible tree', () => {
    render(
      <button type="button">
        <VisuallyHidden>Menü öffnen</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Menü öffnen' })).toBeInTheDocument();
  });

  it('disable every field of a fieldset at once', () => {
    render(
      <Fieldset disabled>
        <input aria-label="Name" />
      </Fieldset>,
    );
    expect(screen.getByRole('group')).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeDisabled();
  });

  it('render the menu button as a plain button that says whether it is open and hides from its bound up', () => {
    const { rerender } = render(<Burger opened={false} hiddenFrom="xl" aria-label="Menü" />);
    const button = screen.getByRole('button', { name: 'Menü' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveClass(String(breakpointClasses['hiddenFrom-xl']));
    expect(button).not.toHaveAttribute('data-opened');
    rerender(<Burger opened hiddenFrom="xl" aria-label="Menü" />);
    expect(button).toHaveAttribute('data-opened');
  });
});

describe('the modal', () => {
  function renderModal(opened: boolean, onClose = vi.fn()) {
    const view = render(
      <Modal opened={opened} onClose={onClose} title="Infopaket" closeLabel="Schließen">
        <input aria-label="E-Mail" defaultValue="" />
      </Modal>,
    );
    return { ...view, onClose, dialog: view.container.querySelector('dialog')! };
  }

  it('opens as a dialog named by its title, and closes when the caller says so', () => {
    const { dialog, rerender, onClose } = renderModal(true);
    expect(dialog.open).toBe(true);
    expect(screen.getByRole('dialog', { name: 'Infopaket' })).toBe(dialog);
    rerender(
      <Modal opened={false} onClose={onClose} title="Infopaket" closeLabel="Schließen">
        <input aria-label="E-Mail" defaultValue="" />
      </Modal>,
    );
    expect(dialog.open).toBe(false);
  });

  it('asks the caller to close on Escape and on its close button, and does not close by itself', async () => {
    const user = userEvent.setup();
    const { dialog, onClose } = renderModal(true);
    await user.click(screen.getByRole('button', { name: 'Schließen' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    screen.getByRole('textbox', { name: 'E-Mail' }).focus();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(dialog.open).toBe(true);
  });

  it('keeps what was typed while it is closed', async () => {
    const user = userEvent.setup();
    const { rerender, onClose } = renderModal(true);
    await user.type(screen.getByRole('textbox', { name: 'E-Mail' }), 'a@b.de');
    const closed = (
      <Modal opened={false} onClose={onClose} title="Infopaket" closeLabel="Schließen">
        <input aria-label="E-Mail" defaultValue="" />
      </Modal>
    );
    rerender(closed);
    expect(screen.getByRole('textbox', { name: 'E-Mail', hidden: true })).toHaveValue('a@b.de');
  });
});
