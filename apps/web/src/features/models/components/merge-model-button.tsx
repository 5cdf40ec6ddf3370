import type { Model } from '@refocus/contract';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
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
        Merge<span className="sr-only"> {duplicate.name} into another model</span>
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
        Merge {duplicate.name} into another model
      </h2>
      <p className="text-base-content/80">
        Find the model it duplicates, the one to keep. {duplicate.name} then leaves the search, and its
        address answers as the model kept.
      </p>
      <search aria-label="Find the model to keep">
        <form noValidate onSubmit={find} className="flex items-end gap-2">
          <FormField label="Model to keep" className="grow">
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
            Find
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
          <p className="text-sm text-base-content/75">No other model matches “{q}”.</p>
        ) : (
          <fieldset>
            <legend className="mb-2 text-sm font-medium">Keep which model?</legend>
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
                  {model.name} ({model.brand.name}, {model.year})
                </label>
              ))}
            </div>
          </fieldset>
        ))}
      {into && (
        <p className="rounded-box bg-base-200 px-4 py-3 text-sm">
          {duplicate.name} ({duplicate.slug}) will answer as {into.name} ({into.slug}) from then on. This is
          not undone here.
        </p>
      )}
      {problem && (
        <p role="alert" className="text-sm text-danger">
          {problem}
        </p>
      )}
      <div className="modal-action">
        <button type="button" className="btn btn-ghost" onClick={onDone} disabled={merge.isPending}>
          Go back
        </button>
        <BusyButton className="btn btn-error" busy={merge.isPending} disabled={!into} onClick={confirm}>
          Merge
        </BusyButton>
      </div>
    </div>
  );
}
