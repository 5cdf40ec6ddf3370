import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { fetchMessagePhoto } from '../api/conversations';

/**
 * A photo sent in a message. The server shows it to the thread's people only (issue 41 item
 * 12), which an `<img src>` cannot prove: it sends no access token. So the photo is fetched
 * like any API call and shown from a blob URL, released when the message leaves the screen.
 */
export function MessagePhoto({ url, alt }: { url: string; alt: string }) {
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const abort = new AbortController();
    let objectUrl: string | null = null;
    setFailed(false);
    fetchMessagePhoto(url, abort.signal).then(
      (blob) => {
        objectUrl = URL.createObjectURL(blob);
        setSrc(objectUrl);
      },
      () => {
        if (!abort.signal.aborted) setFailed(true);
      },
    );
    return () => {
      abort.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
      setSrc(null);
    };
  }, [url]);

  if (failed)
    return (
      <p className="text-sm italic opacity-75">
        <FormattedMessage id="conversations.photo.failed" defaultMessage="The photo could not be shown." />
      </p>
    );
  if (!src) {
    return (
      <span className="flex h-32 w-48 items-center justify-center rounded-box bg-base-200" aria-busy="true">
        <span className="loading loading-spinner loading-sm" aria-hidden="true" />
        <span className="sr-only">
          <FormattedMessage id="conversations.photo.loading" defaultMessage="Loading the photo…" />
        </span>
      </span>
    );
  }
  return (
    <a href={src} target="_blank" rel="noreferrer" className="block">
      <img src={src} alt={alt} className="max-h-64 rounded-box" />
    </a>
  );
}
