// Mantine's base styles and default tokens, then the site's theme as custom properties (built
// from src/ui/theme.ts), the fonts and the site's own rules, then the kit's components. They come
// first in the one stylesheet, ahead of every component's own CSS module, so a component's class
// wins over the kit's look at equal weight. The shorthands' classes come last of the kit: a
// shorthand (`mt="md"`) wins over the kit's look, and a component's own class over both.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import 'virtual:theme-variables.css';
import './fonts/atkinson-hyperlegible.css';
import './global.css';
import './kit/layout.module.css';
import './kit/typography.module.css';
import './kit/buttons.module.css';
import './kit/alert.module.css';
import './kit/inputs.module.css';
import './kit/modal.module.css';
import './kit/shorthands.module.css';
