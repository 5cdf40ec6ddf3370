import type { Model, ModelType } from '@refocus/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { brandNames } from '../brands/brands.public.js';
import { indexModels, type ModelIndex, searchable } from './model-search.js';
import { allModels } from './models.repository.js';

/** The catalogue as one load of it: the models to search, and every slug (merged ones too) to its answer. */
export interface LoadedCatalogue {
  index: ModelIndex;
  bySlug: Map<string, Model>;
}

/**
 * The model catalogue held in memory (decision 067): a few hundred rows, searched in code. It is
 * read again when a request comes under a catalogue version newer than the one it was read
 * under; every change of a model or a brand moves that version on, on every instance.
 */
export class ModelCatalogue {
  private kept: { version: number | undefined; load: Promise<LoadedCatalogue> } | undefined;

  constructor(private readonly db: Kysely<DB>) {}

  current(version: number | undefined): Promise<LoadedCatalogue> {
    if (this.kept && version !== undefined && this.kept.version === version) return this.kept.load;
    const load = this.read();
    const kept = { version, load };
    this.kept = kept;
    // A failed read is not kept: the next request reads again.
    load.catch(() => {
      if (this.kept === kept) this.kept = undefined;
    });
    return load;
  }

  /** After this instance's own change: read again at the next request, whatever its version. */
  forget(): void {
    this.kept = undefined;
  }

  private async read(): Promise<LoadedCatalogue> {
    const [rows, brands] = await Promise.all([allModels(this.db), brandNames(this.db)]);
    const byId = new Map(
      rows.map((row) => [
        row.id,
        {
          slug: row.slug,
          name: row.name,
          brand: { id: row.brand_id, name: brands.get(row.brand_id)?.name ?? '' },
          type: row.type as ModelType,
          mount: row.mount,
          year: row.year,
        } satisfies Model,
      ]),
    );
    const bySlug = new Map<string, Model>();
    const live: Model[] = [];
    for (const row of rows) {
      const own = byId.get(row.id) as Model;
      const answer = row.merged_into === null ? own : (byId.get(row.merged_into) ?? own);
      bySlug.set(row.slug, answer);
      if (row.merged_into === null) live.push(own);
    }
    return {
      index: indexModels(live.map((model) => searchable(model, brands.get(model.brand.id)?.words ?? ''))),
      bySlug,
    };
  }
}
