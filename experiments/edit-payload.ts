import {
  allowedValues,
  checkPayload,
  experimentKeys,
  flagKeys,
  isForceRule,
  redirectExperiments,
  type ExperimentKey,
  type ExperimentRule,
  type ExperimentsPayload,
  type Feature,
  type FlagKey,
} from './schema.ts';

/**
 * What `npm run experiments` reads and changes in a payload. Pure: a payload in, a new payload
 * (checked) or a description out; the command does the reading and writing.
 */
export type EditResult = { ok: true; payload: ExperimentsPayload; change: string } | { ok: false; errors: string[] };

/** The id of the force rule `experiment … off` puts in front: everyone gets the control. */
export const switchedOffRuleId = 'switched-off';

export function isExperimentKey(key: string): key is ExperimentKey {
  return (experimentKeys as readonly string[]).includes(key);
}

export function isFlagKey(key: string): key is FlagKey {
  return (flagKeys as readonly string[]).includes(key);
}

function experimentRule(feature: Feature<string>): ExperimentRule<string> | undefined {
  return feature.rules?.find((rule): rule is ExperimentRule<string> => !isForceRule(rule));
}

function edited(payload: ExperimentsPayload, change: string, now: Date, apply: (features: Record<string, Feature<unknown>>) => string | undefined): EditResult {
  const next = structuredClone(payload) as ExperimentsPayload;
  const problem = apply(next.features as unknown as Record<string, Feature<unknown>>);
  if (problem) return { ok: false, errors: [problem] };
  next.dateUpdated = now.toISOString();
  const checked = checkPayload(next);
  return checked.ok ? { ok: true, payload: checked.payload, change } : checked;
}

export function setFlag(payload: ExperimentsPayload, key: string, on: boolean, now = new Date()): EditResult {
  if (!isFlagKey(key)) return { ok: false, errors: [`"${key}" is not a flag; flags: ${flagKeys.join(', ')}`] };
  return edited(payload, `${key} switched ${on ? 'on' : 'off'}`, now, (features) => {
    // A switch is for everyone: rollout rules would override it for their share.
    features[key] = { defaultValue: on };
    return undefined;
  });
}

export function setExperimentRunning(payload: ExperimentsPayload, key: string, running: boolean, now = new Date()): EditResult {
  if (!isExperimentKey(key)) return { ok: false, errors: [`"${key}" is not an experiment; experiments: ${experimentKeys.join(', ')}`] };
  return edited(payload, `${key} ${running ? 'running' : 'switched off (everyone sees the control)'}`, now, (features) => {
    const feature = features[key] as Feature<string>;
    const rules = (feature.rules ?? []).filter((rule) => !(isForceRule(rule) && rule.id === switchedOffRuleId));
    if (!running) rules.unshift({ id: switchedOffRuleId, force: feature.defaultValue });
    feature.rules = rules;
    return experimentRule(feature) ? undefined : `${key} has no experiment rule to switch`;
  });
}

/** Weights as fractions or percentages ("50,25,25" or "0.5,0.25,0.25"). */
export function parseShares(text: string): number[] | undefined {
  const parts = text.split(',').map((part) => Number(part.trim().replace(/%$/, '')));
  if (parts.length === 0 || parts.some((part) => !Number.isFinite(part) || part < 0)) return undefined;
  const percent = parts.some((part) => part > 1);
  return parts.map((part) => (percent ? part / 100 : part));
}

export function setWeights(payload: ExperimentsPayload, key: string, weights: readonly number[], now = new Date()): EditResult {
  if (!isExperimentKey(key)) return { ok: false, errors: [`"${key}" is not an experiment; experiments: ${experimentKeys.join(', ')}`] };
  return edited(payload, `${key} weights set to ${weights.map((weight) => `${Math.round(weight * 1000) / 10} %`).join(' / ')}`, now, (features) => {
    const rule = experimentRule(features[key] as Feature<string>);
    if (!rule) return `${key} has no experiment rule`;
    // Sticky assignments keep everyone already assigned where they are; only new visitors follow the new split.
    rule.weights = [...weights];
    return undefined;
  });
}

export function setCoverage(payload: ExperimentsPayload, key: string, coverage: number, now = new Date()): EditResult {
  if (!isExperimentKey(key)) return { ok: false, errors: [`"${key}" is not an experiment; experiments: ${experimentKeys.join(', ')}`] };
  return edited(payload, `${key} coverage set to ${Math.round(coverage * 1000) / 10} %`, now, (features) => {
    const rule = experimentRule(features[key] as Feature<string>);
    if (!rule) return `${key} has no experiment rule`;
    rule.coverage = coverage;
    return undefined;
  });
}

const percent = (share: number) => `${Math.round(share * 1000) / 10} %`;

/** The listing `npm run experiments` prints. */
export function describePayload(payload: ExperimentsPayload): string[] {
  const lines = [`Experiments${payload.dateUpdated ? ` (updated ${payload.dateUpdated})` : ''}`];
  for (const key of experimentKeys) {
    const feature = payload.features[key];
    const rule = experimentRule(feature);
    const switchedOff = feature.rules?.some((candidate) => isForceRule(candidate) && candidate.id === switchedOffRuleId);
    const status = !rule ? `no test: everyone sees ${feature.defaultValue}` : switchedOff ? `off: everyone sees ${feature.defaultValue}` : 'running';
    const where =
      key in redirectExperiments ? `redirect on ${redirectExperiments[key as keyof typeof redirectExperiments].path}` : 'banner of the default layout';
    lines.push(`  ${key.padEnd(16)} ${status.padEnd(34)} coverage ${percent(rule?.coverage ?? 1).padEnd(8)} ${where}`);
    rule?.variations.forEach((value, index) => {
      const path = key in redirectExperiments ? (redirectExperiments[key as keyof typeof redirectExperiments].variations as Record<string, string>)[value] : '';
      lines.push(`      ${String(index).padEnd(3)} ${value.padEnd(18)} ${percent(rule.weights[index] ?? 0).padStart(7)}   ${path ?? ''}`.trimEnd());
    });
    if (!rule) lines.push(`      variations: ${allowedValues(key).join(', ')}`);
  }
  lines.push('Flags');
  for (const key of flagKeys) {
    const flag = payload.features[key];
    const rollouts = (flag.rules ?? [])
      .filter(isForceRule)
      .map((rule) => `${rule.coverage === undefined ? 'everyone' : percent(rule.coverage)} → ${rule.force ? 'on' : 'off'}`);
    lines.push(`  ${key.padEnd(24)} ${flag.defaultValue ? 'on' : 'off'}${rollouts.length > 0 ? `   (rules: ${rollouts.join(', ')})` : ''}`);
  }
  return lines;
}
