import type { Model } from '@refocus/contract';
import { MODEL_TYPE_LABELS } from '../model-labels';
import type { useModelActions } from '../use-model-actions';
import { MergeModelButton } from './merge-model-button';

interface ModelsTableProps {
  models: Model[];
  caption: string;
  merge: ReturnType<typeof useModelActions>['merge'];
}

/** Models found: name, brand, type, mount, year and slug, each with Merge for a duplicate. */
export function ModelsTable({ models, caption, merge }: ModelsTableProps) {
  return (
    <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100">
      <table className="table max-sm:table-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Brand</th>
            <th scope="col">Type</th>
            <th scope="col">Mount</th>
            <th scope="col">Year</th>
            <th scope="col">Slug</th>
            <th scope="col" className="text-end">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {models.map((model) => (
            <tr key={model.slug}>
              <th scope="row" className="font-medium">
                {model.name}
              </th>
              <td>{model.brand.name}</td>
              <td>{MODEL_TYPE_LABELS[model.type]}</td>
              <td>{model.mount ?? '—'}</td>
              <td className="tabular-nums">{model.year}</td>
              <td className="font-mono text-sm [overflow-wrap:anywhere]">{model.slug}</td>
              <td className="text-end">
                <MergeModelButton duplicate={model} merge={merge} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
