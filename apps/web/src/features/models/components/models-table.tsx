import type { Model } from '@refocus/contract';
import { FormattedMessage } from 'react-intl';
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
            <th scope="col">
              <FormattedMessage id="models.table.name" defaultMessage="Name" />
            </th>
            <th scope="col">
              <FormattedMessage id="models.table.brand" defaultMessage="Brand" />
            </th>
            <th scope="col">
              <FormattedMessage id="models.table.type" defaultMessage="Type" />
            </th>
            <th scope="col">
              <FormattedMessage id="models.table.mount" defaultMessage="Mount" />
            </th>
            <th scope="col">
              <FormattedMessage id="models.table.year" defaultMessage="Year" />
            </th>
            <th scope="col">
              <FormattedMessage id="models.table.slug" defaultMessage="Slug" />
            </th>
            <th scope="col" className="text-end">
              <span className="sr-only">
                <FormattedMessage id="models.table.actions" defaultMessage="Actions" />
              </span>
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
              <td>
                <FormattedMessage {...MODEL_TYPE_LABELS[model.type]} />
              </td>
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
