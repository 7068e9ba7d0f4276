import { describe, expect, it } from 'vitest';
import { readableMail } from '../../scripts/smtp-catcher';

describe('an e-mail of the site API as the journeys read it', () => {
  it('joins the soft line breaks of quoted-printable text, so a wrapped receipt number reads whole', () => {
    expect(readableMail('  Eingangsnummer: kd_0123456789abcdef01234=\r\n56789abcdef\r\n')).toBe('  Eingangsnummer: kd_0123456789abcdef0123456789abcdef\r\n');
  });

  it('reads =XX sequences as the bytes of UTF-8 text', () => {
    expect(readableMail('Gr=C3=BC=C3=9Fe zur K=C3=BCndigung')).toBe('Grüße zur Kündigung');
  });
});
