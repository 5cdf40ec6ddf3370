import { notifyManager, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { toast } from '../../lib/toast';
import { FAVOURITES_KEY, setFavourite } from './favourites-api';

interface Listing {
  _id: string;
  name: string;
}

/**
 * Saves a listing or removes it from Saved, with where the last click is going while it runs.
 * A plain request and a state rather than `useMutation`: the heart is on every card of the
 * storefront's first views, and TanStack's mutation observer would come with it (~1 KiB gzip)
 * for signed-out visitors, whose click only leads to the login screen (decision 049).
 */
export function useFavouriteToggle(listing: Listing): { going: boolean | null; toggle(next: boolean): void } {
  const queryClient = useQueryClient();
  const intl = useIntl();
  const [going, setGoing] = useState<boolean | null>(null);
  // Only the last click's end clears `going`: an earlier one ending first must not flip it back.
  const last = useRef(0);
  const toggle = (next: boolean) => {
    const click = ++last.current;
    setGoing(next);
    void setFavourite(listing._id, next)
      .catch((error: Error) =>
        toast.error(
          intl.formatMessage(
            { id: 'components.heart.failed', defaultMessage: 'Could not save {name}: {error}' },
            { name: listing.name, error: error.message },
          ),
        ),
      )
      // As `useMutation`'s awaited `onSettled` did: pressed shows `going` until the saved ids are read again.
      .then(() => queryClient.invalidateQueries({ queryKey: FAVOURITES_KEY }))
      // After the cache has told the cards the new ids (TanStack notifies on its own later
      // tick), or the heart flips back for a moment.
      .finally(() =>
        notifyManager.schedule(() => {
          if (last.current === click) setGoing(null);
        }),
      );
  };
  return { going, toggle };
}
