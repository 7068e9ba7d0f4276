import { Button, CloseButton } from '@/ui/kit/buttons';
import { Group, Paper, Stack } from '@/ui/kit/layout';
import { Badge, Text, Title } from '@/ui/kit/typography';
import { useTranslation } from 'react-i18next';
import { readSessionString, sessionKeys, writeSessionString } from '@/adapters/storage';
import { experimentKeys, flagKeys, isForceRule, redirectExperiments, type ExperimentKey, type Feature, type FlagKey } from '@experiments/schema';
import type { ExperimentsClient } from '../experiments-client';
import { parseForced, parseForcedFlags } from '../model/qa-overrides';
import classes from './qa-panel.module.css';

/** After a QA change the page must be decided again before paint: reload, or go to the experiment's entry page. */
function applyAndReload(key?: ExperimentKey) {
  const entry = key && key in redirectExperiments ? redirectExperiments[key as keyof typeof redirectExperiments].path : undefined;
  if (entry) window.location.assign(entry + window.location.search.replace(/([?&])(shop-page|landing-page|banner-layout)=\d+/g, '$1'));
  else window.location.reload();
}

function setForcedVariation(key: ExperimentKey, index: number | undefined) {
  const forced: Record<string, number> = { ...parseForced(readSessionString(sessionKeys.forcedVariations)) };
  if (index === undefined) delete forced[key];
  else forced[key] = index;
  writeSessionString(sessionKeys.forcedVariations, Object.keys(forced).length > 0 ? JSON.stringify(forced) : undefined);
  applyAndReload(key);
}

function setForcedFlag(key: FlagKey, value: boolean | undefined) {
  const forced: Record<string, boolean> = { ...parseForcedFlags(readSessionString(sessionKeys.forcedFlags)) };
  if (value === undefined) delete forced[key];
  else forced[key] = value;
  writeSessionString(sessionKeys.forcedFlags, Object.keys(forced).length > 0 ? JSON.stringify(forced) : undefined);
  applyAndReload();
}

function resetAll() {
  writeSessionString(sessionKeys.forcedVariations, undefined);
  writeSessionString(sessionKeys.forcedFlags, undefined);
  window.location.reload();
}

const percent = (share: number | undefined) => `${Math.round((share ?? 1) * 100)} %`;

/**
 * For testers (opened with `?qa=1`, kept for the session): every experiment and flag with this
 * visitor's assignment, and buttons to force or reset them. Forced views send no exposure.
 * Its code and copy are left out of the precache and it has no address of its own to index.
 */
export function QaPanel({ client, onClose }: { client: ExperimentsClient; onClose: () => void }) {
  const { t } = useTranslation('qa');
  const features = client.growthbook.getFeatures() as Record<string, Feature<unknown> | undefined>;

  return (
    <Paper className={classes.panel} shadow="xl" withBorder role="dialog" aria-modal="false" aria-labelledby="qa-panel-title">
      <Group justify="space-between" wrap="nowrap">
        <Title order={2} id="qa-panel-title" size="h4">
          {t('title')}
        </Title>
        <CloseButton aria-label={t('close')} onClick={onClose} />
      </Group>
      <Text size="sm">{t('visitor', { id: client.visitorId, source: t(`source.${client.payloadSource}`) })}</Text>
      <div className={classes.scroll}>
        <Stack gap="md" mt="sm">
          {experimentKeys.map((key) => {
            const rule = features[key]?.rules?.find((candidate) => !isForceRule(candidate));
            const evaluation = client.growthbook.evalFeature(key);
            const result = evaluation.experimentResult;
            const state = key in client.forced ? 'forced' : result?.inExperiment ? (result.stickyBucketUsed ? 'sticky' : 'assigned') : 'outside';
            return (
              <section key={key} aria-label={key} data-experiment={key}>
                <Group gap="xs">
                  <Text fw={700}>{key}</Text>
                  <Badge variant="light">{t(`state.${state}`)}</Badge>
                  <Text size="sm">{t('current', { value: String(evaluation.value) })}</Text>
                </Group>
                <Text size="sm">{rule && !isForceRule(rule) ? t('coverage', { coverage: percent(rule.coverage) }) : t('noTest')}</Text>
                {rule && !isForceRule(rule) && (
                  <table className={classes.table}>
                    <tbody>
                      {rule.variations.map((value, index) => (
                        <tr key={String(value)}>
                          <td>{index}</td>
                          <td>{String(value)}</td>
                          <td>{percent(rule.weights[index])}</td>
                          <td>
                            <Button size="compact-md" variant="default" onClick={() => setForcedVariation(key, index)}>
                              {t('force', { value: String(value) })}
                            </Button>
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                )}
                {key in client.forced && (
                  <Button size="compact-md" variant="subtle" mt={4} onClick={() => setForcedVariation(key, undefined)}>
                    {t('reset', { key })}
                  </Button>
                )}
              </section>
            );
          })}
          <section aria-label={t('flags')}>
            <Title order={3} size="h5">
              {t('flags')}
            </Title>
            {flagKeys.map((key) => (
              <Group key={key} gap="xs" mt={4} data-flag={key}>
                <Text fw={700}>{key}</Text>
                <Badge variant="light">{client.growthbook.isOn(key) ? t('on') : t('off')}</Badge>
                {key in client.forcedFlags && <Badge variant="outline">{t('state.forced')}</Badge>}
                <Button size="compact-md" variant="default" onClick={() => setForcedFlag(key, true)}>
                  {t('switchOn')}
                </Button>
                <Button size="compact-md" variant="default" onClick={() => setForcedFlag(key, false)}>
                  {t('switchOff')}
                </Button>
                {key in client.forcedFlags && (
                  <Button size="compact-md" variant="subtle" onClick={() => setForcedFlag(key, undefined)}>
                    {t('reset', { key })}
                  </Button>
                )}
              </Group>
            ))}
          </section>
        </Stack>
      </div>
      <Button mt="sm" variant="outline" onClick={resetAll}>
        {t('resetAll')}
      </Button>
    </Paper>
  );
}
