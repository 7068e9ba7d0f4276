import { useSyncExternalStore } from 'react';
import { Button, CloseButton } from '@/ui/kit/buttons';
import { Group, Paper, Stack } from '@/ui/kit/layout';
import { Badge, Text, Title } from '@/ui/kit/typography';
import { useTranslation } from 'react-i18next';
import { readSessionString, sessionKeys, writeSessionString } from '@/adapters/storage';
import { experimentKeys, flagKeys, redirectExperiments, type ExperimentKey, type FlagKey } from '@experiments/schema';
import type { ExperimentsClient } from '../experiments-client';
import type { FeatureRule } from '../../../../../experiments/rules/evaluate';
import { parseForced, parseForcedFeatures } from '../../../../../experiments/rules/qa-overrides';
import { PayloadReportList } from './payload-report-list';
import classes from './qa-panel.module.css';

/** After a QA change the page must be decided again before paint: reload, or go to the experiment's entry page. */
function applyAndReload(key?: ExperimentKey) {
  const entry = key && key in redirectExperiments ? redirectExperiments[key as keyof typeof redirectExperiments].path : undefined;
  if (entry) window.location.assign(entry + window.location.search.replace(/([?&])(shop-page|landing-page|banner-layout)=\d+/g, '$1'));
  else window.location.reload();
}

function setForcedVariation(key: ExperimentKey, experimentKey: string, index: number | undefined) {
  const forced: Record<string, number> = { ...parseForced(readSessionString(sessionKeys.forcedVariations)) };
  if (index === undefined) delete forced[experimentKey];
  else forced[experimentKey] = index;
  writeSessionString(sessionKeys.forcedVariations, Object.keys(forced).length > 0 ? JSON.stringify(forced) : undefined);
  applyAndReload(key);
}

function setForcedFlag(key: FlagKey, value: boolean | undefined) {
  const forced: Record<string, unknown> = { ...parseForcedFeatures(readSessionString(sessionKeys.forcedFeatures)) };
  if (value === undefined) delete forced[key];
  else forced[key] = value;
  writeSessionString(sessionKeys.forcedFeatures, Object.keys(forced).length > 0 ? JSON.stringify(forced) : undefined);
  applyAndReload();
}

function resetAll() {
  for (const key of [sessionKeys.forcedVariations, sessionKeys.forcedFeatures, sessionKeys.attributeOverrides]) writeSessionString(key, undefined);
  window.location.reload();
}

const percent = (share: number | undefined) => `${Math.round((share ?? 1) * 100)} %`;

/**
 * For testers (opened with `?qa=1`, kept for the session): every experiment and flag with this
 * visitor's assignment, buttons to force or reset them, and what the site left out of the payload
 * in charge, with the reason. GrowthBook's DevTools may attach meanwhile. Forced views send no
 * exposure. Its code and copy are left out of the precache and it has no address of its own.
 */
export function QaPanel({ client, onClose }: { client: ExperimentsClient; onClose: () => void }) {
  const { t } = useTranslation('qa');
  const { source, report } = useSyncExternalStore(client.subscribe, client.state);
  const features = client.growthbook.getFeatures() as Record<string, { rules?: FeatureRule[] } | undefined>;

  return (
    <Paper className={classes.panel} shadow="xl" withBorder role="dialog" aria-modal="false" aria-labelledby="qa-panel-title">
      <Group justify="space-between" wrap="nowrap">
        <Title order={2} id="qa-panel-title" size="h4">
          {t('title')}
        </Title>
        <CloseButton aria-label={t('close')} onClick={onClose} />
      </Group>
      <Text size="sm">{t('visitor', { id: client.visitorId, source: t(`source.${source}`) })}</Text>
      <Text size="sm">{t('devTools')}</Text>
      <div className={classes.scroll}>
        <Stack gap="md" mt="sm">
          {experimentKeys.map((key) => {
            const rule = features[key]?.rules?.find((candidate) => Array.isArray(candidate.variations));
            const experimentKey = rule?.key || key;
            const evaluation = client.growthbook.evalFeature(key);
            const result = evaluation.experimentResult;
            const forced = experimentKey in client.forced || key in client.forcedFeatures;
            const state = forced ? 'forced' : result?.inExperiment ? (result.stickyBucketUsed ? 'sticky' : 'assigned') : 'outside';
            return (
              <section key={key} aria-label={key} data-experiment={key}>
                <Group gap="xs">
                  <Text fw={700}>{key}</Text>
                  <Badge variant="light">{t(`state.${state}`)}</Badge>
                  <Text size="sm">{t('current', { value: String(evaluation.value) })}</Text>
                </Group>
                <Text size="sm">{rule ? t('coverage', { coverage: percent(rule.coverage) }) : t('noTest')}</Text>
                {rule?.variations && (
                  <table className={classes.table}>
                    <tbody>
                      {rule.variations.map((value, index) => (
                        <tr key={String(value)}>
                          <td>{index}</td>
                          <td>{String(value)}</td>
                          <td>{percent(rule.weights?.[index] ?? 1 / rule.variations!.length)}</td>
                          <td>
                            <Button size="compact-md" variant="default" onClick={() => setForcedVariation(key, experimentKey, index)}>
                              {t('force', { value: String(value) })}
                            </Button>
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                )}
                {experimentKey in client.forced && (
                  <Button size="compact-md" variant="subtle" mt={4} onClick={() => setForcedVariation(key, experimentKey, undefined)}>
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
                {key in client.forcedFeatures && <Badge variant="outline">{t('state.forced')}</Badge>}
                <Button size="compact-md" variant="default" onClick={() => setForcedFlag(key, true)}>
                  {t('switchOn')}
                </Button>
                <Button size="compact-md" variant="default" onClick={() => setForcedFlag(key, false)}>
                  {t('switchOff')}
                </Button>
                {key in client.forcedFeatures && (
                  <Button size="compact-md" variant="subtle" onClick={() => setForcedFlag(key, undefined)}>
                    {t('reset', { key })}
                  </Button>
                )}
              </Group>
            ))}
          </section>
          <PayloadReportList report={report} />
        </Stack>
      </div>
      <Button mt="sm" variant="outline" onClick={resetAll}>
        {t('resetAll')}
      </Button>
    </Paper>
  );
}
