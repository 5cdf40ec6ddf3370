import type { Model } from '@refocus/contract';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { BusyButton } from '../../../components/busy-button';
import { FormField } from '../../../components/form-field';
import { Modal } from '../../../components/modal';
import { modelSearchQuery } from '../api/models';
import type { useModelActions } from '../use-model-actions';

type Merge = ReturnType<typeof useModelActions>['merge'];

/** "Merge" beside a model: in a dialog, find the model it duplicates, read what follows, confirm. */
export function MergeModelButton({ duplicate, merge }: { duplicate: Model; merge: Merge }) {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  return (
    <>
      <button type="button" className="btn btn-sm" onClick={() => setOpen(true)}>
        <FormattedMessage
          id="models.merge.button"
          defaultMessage="Merge<hidden> {name} into another model</hidden>"
          values={{ name: duplicate.name, hidden: (chunks) => <span className="sr-only">{chunks}</span> }}
        />
      </button>
      <Modal open={open} onClose={() => setOpen(false)} labelledBy={titleId}>
        <MergeForm duplicate={duplicate} merge={merge} titleId={titleId} onDone={() => setOpen(false)} />
      </Modal>
    </>
  );
}

function MergeForm({
  duplicate,
  merge,
  titleId,
  onDone,
}: {
  duplicate: Model;
  merge: Merge;
  titleId: string;
  onDone: () => void;
}) {
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [into, setInto] = useState<Model>();
  const [problem, setProblem] = useState<string>();
  const found = useQuery(modelSearchQuery(q));
  const intl = useIntl();
  const choices = found.data?.filter((model) => model.slug !== duplicate.slug);

  const find = (event: FormEvent) => {
    event.preventDefault();
    setQ(typed.trim());
    setInto(undefined);
  };
  const confirm = () => {
    if (!into) return;
    setProblem(undefined);
    merge.mutate(
      { duplicate, into },
      { onSuccess: onDone, onError: (failure) => setProblem(failure.message) },
    );
  };

  return (
    <div className="flex flex-col gap-4">
      <h2 id={titleId} className="text-lg font-bold">
        <FormattedMessage
          id="models.merge.title"
          defaultMessage="Merge {name} into another model"
          values={{ name: duplicate.name }}
        />
      </h2>
      <p className="text-base-content/80">
        <FormattedMessage
          id="models.merge.intro"
          defaultMessage="Find the model it duplicates, the one to keep. {name} then leaves the search, and its address answers as the model kept."
          values={{ name: duplicate.name }}
        />
      </p>
      <search
        aria-label={intl.formatMessage({
          id: 'models.merge.searchLabel',
          defaultMessage: 'Find the model to keep',
        })}
      >
        <form noValidate onSubmit={find} className="flex items-end gap-2">
          <FormField
            label={intl.formatMessage({ id: 'models.merge.keepField', defaultMessage: 'Model to keep' })}
            className="grow"
          >
            {(control) => (
              <input
                {...control}
                data-autofocus
                type="search"
                value={typed}
                onChange={(event) => setTyped(event.currentTarget.value)}
                maxLength={100}
                className="input w-full"
              />
            )}
          </FormField>
          <button type="submit" className="btn">
            <FormattedMessage id="models.merge.find" defaultMessage="Find" />
          </button>
        </form>
      </search>
      {q && found.isError && (
        <p role="alert" className="text-sm text-danger">
          {found.error.message}
        </p>
      )}
      {q &&
        choices &&
        (choices.length === 0 ? (
          <p className="text-sm text-base-content/75">
            <FormattedMessage
              id="models.merge.none"
              defaultMessage="No other model matches “{q}”."
              values={{ q }}
            />
          </p>
        ) : (
          <fieldset>
            <legend className="mb-2 text-sm font-medium">
              <FormattedMessage id="models.merge.keepWhich" defaultMessage="Keep which model?" />
            </legend>
            <div className="flex max-h-60 flex-col gap-2 overflow-y-auto">
              {choices.map((model) => (
                <label key={model.slug} className="flex cursor-pointer items-center gap-2">
                  <input
                    type="radio"
                    name="into"
                    className="radio radio-sm"
                    checked={into?.slug === model.slug}
                    onChange={() => setInto(model)}
                  />
                  <FormattedMessage
                    id="models.merge.choice"
                    defaultMessage="{name} ({brand}, {year})"
                    values={{ name: model.name, brand: model.brand.name, year: String(model.year) }}
                  />
                </label>
              ))}
            </div>
          </fieldset>
        ))}
      {into && (
        <p className="rounded-box bg-base-200 px-4 py-3 text-sm">
          <FormattedMessage
            id="models.merge.warning"
            defaultMessage="{name} ({slug}) will answer as {intoName} ({intoSlug}) from then on. This is not undone here."
            values={{ name: duplicate.name, slug: duplicate.slug, intoName: into.name, intoSlug: into.slug }}
          />
        </p>
      )}
      {problem && (
        <p role="alert" className="text-sm text-danger">
          {problem}
        </p>
      )}
      <div className="modal-action">
        <button type="button" className="btn btn-ghost" onClick={onDone} disabled={merge.isPending}>
          <FormattedMessage id="models.merge.back" defaultMessage="Go back" />
        </button>
        <BusyButton className="btn btn-error" busy={merge.isPending} disabled={!into} onClick={confirm}>
          <FormattedMessage id="models.merge.confirm" defaultMessage="Merge" />
        </BusyButton>
      </div>
    </div>
  );
}
