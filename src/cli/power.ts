import { powerReport, type PowerOptions, type PowerReport } from '../pipeline/power.js';
import { table } from '../report/table.js';
import { f4 } from '../numbers.js';

/** `rankgate power`: the table of what each gated slice can resolve, or its JSON. */
export async function powerCommand(o: PowerOptions & { format: 'text' | 'json' }): Promise<string> {
  const r = await powerReport(o);
  if (o.format === 'json') return JSON.stringify(r, null, 2);
  return powerText(r);
}

export function powerText(r: PowerReport): string {
  const out: string[] = [];
  out.push(
    `What each gated slice of ${r.contract} can resolve: the true drop at which the gate fails with ${Math.round(r.power * 100)}% power`,
  );
  out.push(
    `(MDE): significant one-sided at alpha ${r.alpha} after the ${r.correction} adjustment over the ${r.family} gated pairs, and beyond`,
  );
  out.push(
    'the fail threshold. A drop of exactly the threshold fails about half the time at any size, so the MDE is always above it.',
  );
  out.push(`Paired variance: ${r.basis}.`);
  out.push('');
  out.push(
    table(
      r.rows.map((x) => [
        x.slice,
        String(x.queries),
        x.measure,
        x.threshold ?? '—',
        f4(x.sd),
        x.critical === null ? '—' : x.critical.toFixed(2),
        x.mde === null ? '—' : f4(x.mde),
        x.fail === null ? 'no fail threshold' : x.resolves ? 'yes' : 'underpowered',
        x.resolves || x.queriesNeeded === null ? '' : String(x.queriesNeeded),
      ]),
      [
        'slice',
        'queries',
        'measure',
        'fail at',
        'paired sd',
        'critical',
        'MDE',
        'resolves its threshold',
        'queries needed',
      ],
    ),
  );
  const under = r.rows.filter((x) => x.fail !== null && !x.resolves);
  out.push('');
  out.push(
    under.length === 0
      ? 'On every gated slice, significance no longer limits the gate: it fails whenever the observed drop exceeds the fail threshold.'
      : `On ${under.length} of ${r.rows.length} gated slices significance, not the threshold, limits what the gate catches: add queries (the last column, at the same paired variance: then a true drop of the threshold fails about half the time), raise the threshold, or gate them on a coarser slice.`,
  );
  return out.join('\n');
}
