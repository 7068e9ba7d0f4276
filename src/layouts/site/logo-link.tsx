import { Group } from '@/ui/kit/layout';
import { Text } from '@/ui/kit/typography';
import { Link } from 'react-router-dom';
import { brand } from '@/config/brand';
import { paths } from '@/config/routes';
import classes from './logo-link.module.css';
import { LogoMark } from './logo-mark';

export function LogoLink() {
  return (
    <Link to={paths.home} aria-label={`${brand.name} – ${brand.tagline.de}`} className={classes.link}>
      <Group gap={8} wrap="nowrap">
        <LogoMark />
        <Text component="span" fw={700} fz="xl">
          {brand.name}
        </Text>
      </Group>
    </Link>
  );
}
