import { FormattedMessage, useIntl } from 'react-intl';
import { usePageTitle } from '../../../lib/use-page-title';
import { useModelActions } from '../use-model-actions';
import { AddModelForm } from './add-model-form';
import { ModelSearch } from './model-search';

/**
 * Dashboard → Models (issue 44, item 2): the catalogue of bodies, lenses, film cameras and compacts
 * that listings name. Admins search it, add what it lacks, and merge a duplicate into the model kept.
 */
export function ModelsPage() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'models.admin.title', defaultMessage: 'Models' });
  usePageTitle(title);
  const { create, merge } = useModelActions();
  return (
    <div className="max-w-5xl">
      <h1 className="mb-2 text-3xl font-bold tracking-tight">{title}</h1>
      <p className="mb-6 text-base-content/75">
        <FormattedMessage
          id="models.admin.intro"
          defaultMessage="The camera models sellers choose from. A duplicate merged into another model leaves the search and answers as the model kept."
        />
      </p>
      <section aria-labelledby="find-models" className="mb-8">
        <h2 id="find-models" className="mb-3 text-lg font-semibold">
          <FormattedMessage id="models.admin.findHeading" defaultMessage="Find a model" />
        </h2>
        <ModelSearch merge={merge} />
      </section>
      <section aria-labelledby="add-model" className="rounded-box border border-base-300 bg-base-100 p-4">
        <h2 id="add-model" className="mb-3 text-lg font-semibold">
          <FormattedMessage id="models.admin.addHeading" defaultMessage="Add a model" />
        </h2>
        <AddModelForm create={create} />
      </section>
    </div>
  );
}
