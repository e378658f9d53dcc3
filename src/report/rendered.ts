import { OUTPUTS, outputNamed, type Output, type OutputName, type OutputSource, type Renderer } from './outputs.js';

/**
 * One gate's outputs, each rendered when first asked for and then kept: the files written, the text printed and the
 * comment read the same rendering. A new view (the artifact's links, known after the upload; colour) renders again
 * only the outputs that read it; the others are shared.
 */
export class RenderedOutputs {
  private readonly done = new Map<Output, string>();

  private constructor(
    readonly source: OutputSource,
    private readonly renderers: ReadonlyMap<Output, Renderer>,
    private readonly shared: RenderedOutputs | null,
  ) {}

  /** The outputs of `source`, once every renderer is loaded (start it early: loading takes a while the first time). */
  static async of(source: OutputSource): Promise<RenderedOutputs> {
    return new RenderedOutputs(source, await loadRenderers(), null);
  }

  /** The output's text (a `--format` name or a file name). */
  get(name: OutputName): string {
    const o = outputNamed(name);
    let text = this.done.get(o);
    if (text === undefined) {
      text = !o.readsView && this.shared ? this.shared.get(name) : this.renderers.get(o)!.render(this.source);
      this.done.set(o, text);
    }
    return text;
  }

  /** How the output prints several gates at once; null when it is one document per gate. */
  several(name: OutputName): Renderer['several'] {
    return this.renderers.get(outputNamed(name))!.several;
  }

  /** The same report under another view: a context (links, the artifact's commands), or colour for a terminal. */
  withView(view: Partial<Pick<OutputSource, 'context' | 'color'>>): RenderedOutputs {
    return new RenderedOutputs({ ...this.source, ...view }, this.renderers, this);
  }

  /** The same comparison with another report (fields a publisher added): nothing rendered is shared. */
  withReport(report: OutputSource['report']): RenderedOutputs {
    return new RenderedOutputs({ ...this.source, report }, this.renderers, null);
  }

  /** Every file, in the registry's order; each content is rendered when first read. */
  files(): { name: string; readonly content: string }[] {
    return OUTPUTS.flatMap((o) => {
      if (o.file === null) return [];
      const name = o.file;
      const get = () => this.get(name);
      return [
        {
          name,
          get content() {
            return get();
          },
        },
      ];
    });
  }
}

let loading: Promise<ReadonlyMap<Output, Renderer>> | null = null;

/** Every output's renderer, loaded once per process. */
export function loadRenderers(): Promise<ReadonlyMap<Output, Renderer>> {
  loading ??= Promise.all(OUTPUTS.map(async (o: Output) => [o, await o.load()] as const)).then(
    (pairs) => new Map(pairs),
  );
  return loading;
}
