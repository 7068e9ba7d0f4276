import { Button } from '@/ui/kit/buttons';
import { Stack } from '@/ui/kit/layout';
import { Text } from '@/ui/kit/typography';
import { IconCloudDownload, IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isSavedForOffline, saveForOffline } from '@/adapters/sw-bridge';
import classes from './device-video.module.css';

export interface DeviceVideoProps {
  readonly src: string;
  readonly poster: string;
  /** What the video shows, for people who cannot see it. */
  readonly label: string;
  readonly width: number;
  readonly height: number;
}

type OfflineState = 'unknown' | 'available' | 'saving' | 'saved' | 'failed';

/**
 * A device video with the browser's own controls (play, pause, seek, keyboard operable) and a
 * "save for offline" action. A video played once is kept by the service worker anyway; the
 * button lets a visitor keep it before going somewhere without a connection.
 */
export function DeviceVideo({ src, poster, label, width, height }: DeviceVideoProps) {
  const { t } = useTranslation('common');
  const [offline, setOffline] = useState<OfflineState>('unknown');
  const [checks, setChecks] = useState(0);
  // Checked on mount and whenever playback starts: the worker keeps a played video by itself.
  useEffect(() => {
    let current = true;
    void isSavedForOffline(src).then((saved) => {
      if (current) setOffline(saved ? 'saved' : typeof caches === 'undefined' ? 'unknown' : 'available');
    });
    return () => {
      current = false;
    };
  }, [src, checks]);

  async function save() {
    setOffline('saving');
    setOffline((await saveForOffline(src)) ? 'saved' : 'failed');
  }

  return (
    <Stack gap="sm">
      <video
        controls
        preload="none"
        poster={poster}
        width={width}
        height={height}
        aria-label={label}
        className={classes.video}
        onPlaying={() => setChecks((count) => count + 1)}
      >
        <source src={src} type="video/mp4" />
      </video>
      {offline === 'saved' && (
        <Text role="status">
          <IconCircleCheck aria-hidden size={22} className={classes.savedIcon} /> {t('deviceVideo.saved')}
        </Text>
      )}
      {(offline === 'available' || offline === 'saving' || offline === 'failed') && (
        <div>
          <Button variant="outline" leftSection={<IconCloudDownload aria-hidden />} loading={offline === 'saving'} onClick={() => void save()}>
            {t('deviceVideo.save')}
          </Button>
          {offline === 'failed' && (
            <Text role="alert" c="red.9" mt="xs">
              {t('deviceVideo.saveFailed')}
            </Text>
          )}
        </div>
      )}
    </Stack>
  );
}
